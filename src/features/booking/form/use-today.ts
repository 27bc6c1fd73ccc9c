import { useClientValue } from '../../../components/use-client-value';
import { collegeDate } from '../../../content/college-time';

/** Today's date in Nairobi after hydration (the prerendered page cannot know it), undefined before. */
export function useToday(): string | undefined {
  return useClientValue(() => collegeDate(Date.now()), undefined);
}
