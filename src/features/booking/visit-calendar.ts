/**
 * The visit as a calendar file (RFC 5545), made on the device so it works offline: one VEVENT, a
 * one-hour slot from the preferred Nairobi time, written in UTC (no time-zone block needed).
 */
import { clock24, collegeInstant } from '../../content/college-time';
import { visitMinutes } from '../../content/opening-hours';
import type { Campus, Site } from '../../content/site';
import type { BookingWords } from '../../i18n/en/booking';
import type { BookingValues } from './booking-values';

/** 20300625T070000Z. */
const utcStamp = (epochMs: number) => new Date(epochMs).toISOString().replace(/[-:]|\.\d{3}/g, '');

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545, 3.3.11). */
const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after a space, never inside a character. */
function foldLine(line: string): string {
  const encoder = new TextEncoder();
  let folded = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // 75 octets a line, a continuation's leading space among them.
    if (octets + size > 75) {
      folded += '\r\n ';
      octets = 1;
    }
    folded += char;
    octets += size;
  }
  return folded;
}

export interface CalendarVisit {
  reference: string;
  values: Pick<BookingValues, 'date' | 'time' | 'interest'>;
  campus: Campus;
  site: Pick<Site, 'name' | 'shortName' | 'url' | 'phone'>;
}

/** The .ics text of a visit, or undefined when its date or time cannot be read. */
export function visitCalendar(
  { reference, values, campus, site }: CalendarVisit,
  bookingWords: BookingWords,
  now = Date.now(),
): string | undefined {
  const time = clock24(values.time);
  const start = time === undefined ? Number.NaN : collegeInstant(values.date, time);
  if (Number.isNaN(start)) return undefined;
  const address = `${campus.building}, ${campus.street}, ${campus.town} ${campus.postalCode}, Kenya`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(site.shortName)}//Appointment booking//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${reference}@${new URL(site.url).hostname}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(start + visitMinutes * 60_000)}`,
    `SUMMARY:${escapeText(bookingWords.calendar.summary(site.name, (bookingWords.interests as Partial<Record<string, string>>)[values.interest] ?? values.interest))}`,
    `LOCATION:${escapeText(`${campus.name}, ${address}`)}`,
    `GEO:${campus.geo.latitude};${campus.geo.longitude}`,
    `DESCRIPTION:${escapeText(bookingWords.calendar.description(reference, site.phone.display))}`,
    // Until the college confirms it by phone.
    'STATUS:TENTATIVE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A link target for the file: a data URL, so nothing is fetched and it works offline. */
export const calendarHref = (ics: string) => `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
