import { strings as bookingStrings } from '#ui-strings/booking';
import { phoneCharacters, toE164 } from '../../../lib/phone-number';

/** How a phone number is written, shown under the field and in its messages. */
export const phoneExample = bookingStrings.errors.phoneExample;

/**
 * Why a typed number is refused (empty text is `required`'s to word), or undefined if it is fine.
 * The form's words, apart from lib/phone-number.ts, which the outbox loads on every page.
 */
export function phoneProblem(text: string): string | undefined {
  const typed = text.trim();
  if (typed === '' || toE164(typed) !== undefined) return undefined;
  if (!phoneCharacters.test(typed)) return bookingStrings.errors.phoneFigures(phoneExample);
  return bookingStrings.errors.phoneFull(phoneExample);
}
