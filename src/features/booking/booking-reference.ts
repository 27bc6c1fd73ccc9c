// 32 symbols with no 0/O or 1/I to misread over the phone; 32 divides 256, so `byte % 32` is unbiased.
const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const length = 6;

/** A short booking reference such as "BK-7Q2F9K" (about a billion possibilities), from the CSPRNG. */
export function createBookingReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return `BK-${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/** Whether text has the shape of a booking reference. */
export function isBookingReference(text: string): boolean {
  return new RegExp(`^BK-[${alphabet}]{${length}}$`).test(text);
}
