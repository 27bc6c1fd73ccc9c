import type { BookingWords } from '../../i18n/en/booking';
import type { BookingFieldName } from './booking-values';

/**
 * A booking as plain text, for the visitor to hand over by e-mail or WhatsApp when the site cannot
 * send it. No imports beyond types: the entry script uses it too (held-submit.ts).
 */

/** What labels a summary: the booking catalogue's `summary`, and how the page writes a date (Intl). */
export interface SummaryWords {
  labels: BookingWords['summary'];
  dateLocale: string;
}

/** Each field as the page shows it: the campus's name, the time's label, the interest's label. */
export type ShownBooking = Record<BookingFieldName, string>;

/** "Tuesday, 25 June 2030" (as `dateLocale` writes it) for the form's YYYY-MM-DD; anything else as it is. */
export function summaryDate(date: string, dateLocale: string, weekday: 'long' | 'short' = 'long'): string {
  // Midnight UTC, written in UTC: the date as entered, whatever the phone's zone.
  const parsed = new Date(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(parsed.getTime())) return date;
  return parsed.toLocaleDateString(dateLocale, {
    weekday,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function bookingSummaryText(
  shown: Partial<ShownBooking>,
  { labels, dateLocale }: SummaryWords,
  reference?: string,
): string {
  // A field may be missing: the entry script reads the fields as they are, unchecked.
  const field = (name: BookingFieldName) => (shown[name] ?? '').trim();
  const lines = [
    reference ? `${labels.title} ${reference}` : labels.title,
    `${labels.name}: ${field('name')}`,
    `${labels.phone}: ${field('phone')}`,
    `${labels.email}: ${field('email')}`,
    `${labels.campus}: ${field('campus')}`,
    `${labels.date}: ${summaryDate(field('date'), dateLocale)}`,
    `${labels.time}: ${field('time')}`,
    `${labels.interest}: ${field('interest')}`,
  ];
  const message = field('message');
  if (message) lines.push(`${labels.message}: ${message}`);
  return lines.join('\n');
}
