import type { ComponentProps } from 'react';
import { useClientValue } from '../../../components/use-client-value';
import { collegeDate } from '../../../content/college-time';
import { inputClass } from '../booking-styles';

/** The date input, with no past day once today is known; its own component, so only it re-renders then. */
export function DateInput(props: ComponentProps<'input'>) {
  // Today in Nairobi after hydration: the prerendered page cannot know it.
  const today = useClientValue(() => collegeDate(Date.now()), undefined);
  return <input className={inputClass} {...props} type="date" min={today} />;
}
