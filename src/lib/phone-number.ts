import { strings } from '#ui-strings';

/**
 * The visitor's phone number as staff can call it back (and find it on WhatsApp): E.164. A Kenyan
 * number may be typed the local way (0712 345 678, 0110 123 456) or with the country code; any
 * other country's must start with its + code, since without it the digits are ambiguous.
 */

/** Shown with every refusal, so the visitor sees the form expected. */
export const phoneExample = strings.errors.phoneExample;

const allowed = /^\+?[\d\s()-]+$/;

/** The number in E.164 (+254712345678), or undefined if it is not one staff could call. */
export function toE164(text: string): string | undefined {
  const typed = text.trim();
  if (!allowed.test(typed)) return undefined;
  const digits = typed.replace(/\D/g, '');
  const international = typed.startsWith('+')
    ? digits
    : digits.startsWith('00')
      ? digits.slice(2)
      : undefined;
  if (international === undefined) {
    // Kenyan: 07… or 01… (ten figures), or 254… without the +.
    if (/^0[17]\d{8}$/.test(digits)) return `+254${digits.slice(1)}`;
    if (/^254[17]\d{8}$/.test(digits)) return `+${digits}`;
    return undefined;
  }
  if (international.startsWith('254'))
    return /^254\d{9}$/.test(international) ? `+${international}` : undefined;
  // E.164 allows at most 15 digits; fewer than 8 is no country's full number.
  return /^[1-9]\d{7,14}$/.test(international) ? `+${international}` : undefined;
}

/** Why a typed number is refused (empty text is `required`'s to word), or undefined if it is fine. */
export function phoneProblem(text: string): string | undefined {
  const typed = text.trim();
  if (typed === '' || toE164(typed) !== undefined) return undefined;
  if (!allowed.test(typed)) {
    return strings.errors.phoneFigures(phoneExample);
  }
  return strings.errors.phoneFull(phoneExample);
}
