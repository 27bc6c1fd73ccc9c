import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { collegeInstant } from '../../src/content/college-time';
import { visitCalendar } from '../../src/features/booking/visit-calendar';
import type { InterestOption } from '../../src/content/booking-options';
import { words as booking, type BookingWords } from '../../src/i18n/en/booking';
import { words as swBooking } from '../../src/i18n/sw/booking';
import { site } from '../support/site-content';

const campus = site.campuses[site.campuses.length - 1];
if (!campus) throw new Error('site.yml has no campus');
const visit = {
  reference: 'BK-ABC234',
  // Commas, a semicolon and a long text, which the file must escape and fold.
  values: {
    date: '2030-06-25',
    time: '14:00',
    interest: 'Data Science; evenings, weekends and a great deal more besides',
  },
  campus,
  site,
};
const stamp = Date.parse('2030-06-01T08:00:00Z');

describe('the visit as a calendar file', () => {
  const ics = visitCalendar(visit, booking, stamp) ?? '';

  it('is one VEVENT a real parser (ical.js) reads back: the Nairobi slot, the college, the campus and the reference', () => {
    const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]);
    expect(event.startDate.toJSDate().getTime()).toBe(collegeInstant('2030-06-25', '14:00'));
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(60 * 60 * 1000);
    expect(event.summary).toContain(site.name);
    expect(event.summary).toContain(visit.values.interest);
    expect(event.summary).toBe(booking.calendar.summary(site.name, visit.values.interest));
    expect(event.location).toContain(campus.name);
    expect(event.location).toContain(`${campus.building}, ${campus.street}, ${campus.town}`);
    expect(event.description).toContain(visit.reference);
    expect(event.description).toContain(site.phone.display);
    expect(event.description).toBe(booking.calendar.description(visit.reference, site.phone.display));
    expect(event.uid).toBe(`BK-ABC234@${new URL(site.url).hostname}`);
    expect(events[0]?.getFirstPropertyValue('dtstamp')?.toString()).toBe('2030-06-01T08:00:00Z');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  });

  it('ends every line with CRLF and folds none longer than 75 octets', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(ics).toContain('\\;');
  });

  it('names the visit in the language of the words given, its interest as the form offers it', () => {
    const interest: InterestOption = 'Corporate Training';
    const values = { ...visit.values, interest };
    const summaryIn = (words: BookingWords) => {
      const file = visitCalendar({ ...visit, values }, words, stamp) ?? '';
      const [event] = new ICAL.Component(ICAL.parse(file) as unknown[]).getAllSubcomponents('vevent');
      return new ICAL.Event(event).summary;
    };
    expect(summaryIn(swBooking)).toBe(swBooking.calendar.summary(site.name, swBooking.interests[interest]));
    expect(summaryIn(booking)).toBe(booking.calendar.summary(site.name, booking.interests[interest]));
    expect(summaryIn(swBooking)).not.toBe(summaryIn(booking));
  });

  it('makes no file for a visit whose date or time cannot be read', () => {
    expect(visitCalendar({ ...visit, values: { ...visit.values, time: '' } }, booking)).toBeUndefined();
    expect(visitCalendar({ ...visit, values: { ...visit.values, date: 'soon' } }, booking)).toBeUndefined();
  });
});
