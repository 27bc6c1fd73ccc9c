import type { BookingWords } from '../../i18n/en/booking';

/**
 * A waiting booking written short, to hand over by SMS or WhatsApp, perhaps to a feature phone: the
 * reference first (staff match a later e-mail by it), our own words in the GSM alphabet.
 */

/** Two SMS: 160 characters make one, and a longer message goes in parts of 153. */
export const maxSmsLength = 300;

/** Three full stops, not "…": the ellipsis character is not in the GSM alphabet. */
const cut = '...';

/** The booking as the page shows it: the campus by its name, the visit's date and time in words. */
export interface ShownWaitingBooking {
  reference: string;
  name: string;
  campus: string;
  /** The date and time as one phrase ("Thursday 25 June 2030, 10:00 AM"), or empty. */
  visit: string;
  interest: string;
}

/** What labels the SMS: the summary's labels, and the visit's. */
export type SmsWords = Pick<BookingWords['summary'], 'title' | 'name' | 'campus' | 'interest'> & {
  visit: string;
};

/** `value` in at most `room` UTF-16 units (what an SMS counts), cut between characters, marked as cut. */
function shortened(value: string, room: number): string {
  if (value.length <= room) return value;
  let kept = '';
  // By code point: an emoji's two halves stay together.
  for (const character of value) {
    if (kept.length + character.length + cut.length > room) break;
    kept += character;
  }
  return `${kept.trimEnd()}${cut}`;
}

/**
 * The SMS, at most `maxSmsLength` characters: the interest is cut first, then the name, the campus
 * and the visit (each keeps its first character); never the reference.
 */
export function bookingSmsText(booking: ShownWaitingBooking, words: SmsWords): string {
  const fields = {
    name: booking.name.trim(),
    campus: booking.campus.trim(),
    visit: booking.visit.trim(),
    interest: booking.interest.trim(),
  };
  const write = () =>
    [
      `${words.title} ${booking.reference}`,
      fields.name && `${words.name}: ${fields.name}`,
      fields.campus && `${words.campus}: ${fields.campus}`,
      fields.visit && `${words.visit}: ${fields.visit}`,
      fields.interest && `${words.interest}: ${fields.interest}`,
    ]
      .filter(Boolean)
      .join('\n');
  for (const field of ['interest', 'name', 'campus', 'visit'] as const) {
    const over = write().length - maxSmsLength;
    if (over <= 0) break;
    fields[field] = shortened(fields[field], Math.max(1 + cut.length, fields[field].length - over));
  }
  return write();
}
