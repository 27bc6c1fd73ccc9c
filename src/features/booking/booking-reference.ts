// 32 symbols with no 0/O or 1/I to misread over the phone; 32 divides 256, so `byte % 32` is unbiased.
const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A short booking reference such as "BK-7Q2F9K" (about a billion possibilities), from the CSPRNG. */
export function createBookingReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return `BK-${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')}`;
}
