import type { ComponentProps } from 'react';
import { inputClass } from '../booking-styles';
import { useToday } from './use-today';

/** The date input, with no past day once today is known; its own component, so only it re-renders then. */
export function DateInput(props: ComponentProps<'input'>) {
  const today = useToday();
  return <input className={inputClass} {...props} type="date" min={today} />;
}
