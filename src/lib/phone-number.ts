// The visitor's number in E.164, as staff call it back: a Kenyan one may be typed the local way (0712 345
// 678); any other country's needs its + code, without which the digits are ambiguous.

/** What a typed number may hold: figures, spaces, dashes, brackets and a + at the start. */
export const phoneCharacters = /^\+?[\d\s()-]+$/;

/** The number in E.164 (+254712345678), or undefined if it is not one staff could call. */
export function toE164(text: string): string | undefined {
  const typed = text.trim();
  if (!phoneCharacters.test(typed)) return undefined;
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
