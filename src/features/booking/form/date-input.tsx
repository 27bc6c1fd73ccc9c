import type { ComponentProps } from 'react';
import { inputClass } from '../booking-styles';
import { useToday } from './use-today';

// The date input changes once the page has hydrated: its own component, so that only it
// re-renders then (the whole form took one long task on a slow phone).

/** The date input, which offers no past day once today is known. */
export function DateInput(props: ComponentProps<'input'>) {
  const today = useToday();
  return <input className={inputClass} {...props} type="date" min={today} />;
}
