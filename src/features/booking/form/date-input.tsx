import type { ComponentProps } from 'react';
import { Input } from '@chakra-ui/react';
import { useToday } from './use-today';

// The date input changes once the page has hydrated: its own component, so that only it
// re-renders then (the whole form took one long task on a slow phone).

/** The date input, which offers no past day once today is known. */
export function DateInput(props: ComponentProps<typeof Input>) {
  const today = useToday();
  return <Input {...props} type="date" min={today} />;
}
