import type { BookingWords } from '../../../i18n/en/booking';
import { phoneCharacters, toE164 } from '../../../lib/phone-number';

/**
 * Why a typed number is refused (empty text is `required`'s to word), or undefined if it is fine.
 * The form's words, apart from lib/phone-number.ts, which the outbox loads on every page.
 */
export function phoneProblem(text: string, { errors }: BookingWords): string | undefined {
  const typed = text.trim();
  if (typed === '' || toE164(typed) !== undefined) return undefined;
  if (!phoneCharacters.test(typed)) return errors.phoneFigures(errors.phoneExample);
  return errors.phoneFull(errors.phoneExample);
}
