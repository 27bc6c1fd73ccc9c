import { describe, expect, it } from 'vitest';
import { locales } from '../../src/config/locales';
import {
  bookingSummaryText,
  summaryDate,
  type ShownBooking,
} from '../../src/features/booking/booking-summary-text';
import { uiWords } from '../../tools/ui-words';

// A booking as a page shows it (the campus by its name, the time by its label), in each language:
// its own fixture, not the college's data.
const shown: ShownBooking = {
  name: ' Amina Wanjiru ',
  email: 'amina@example.com',
  phone: '0712 000 111',
  campus: 'Test Campus',
  date: '2026-12-01',
  time: 'at ten (10:00)',
  interest: 'Cybersecurity (a gloss)',
  message: '',
};

describe.each(locales)('bookingSummaryText in %s', (locale) => {
  const { summary, outbox } = uiWords[locale].booking;
  const words = { labels: summary, dateLocale: outbox.dateLocale };

  it("labels every field staff need in the reader's language, one per line, trimmed", () => {
    expect(bookingSummaryText(shown, words, 'BK-7Q2F9K')).toBe(
      [
        `${summary.title} BK-7Q2F9K`,
        `${summary.name}: Amina Wanjiru`,
        `${summary.phone}: 0712 000 111`,
        `${summary.email}: amina@example.com`,
        `${summary.campus}: Test Campus`,
        `${summary.date}: ${summaryDate('2026-12-01', outbox.dateLocale)}`,
        `${summary.time}: at ten (10:00)`,
        `${summary.interest}: Cybersecurity (a gloss)`,
      ].join('\n'),
    );
  });

  it('leaves a field blank when the form has none yet (the hand-over reads the fields before any check)', () => {
    const unchosen = { ...shown, campus: undefined } as unknown as ShownBooking;
    expect(bookingSummaryText(unchosen, words).split('\n')).toContain(`${summary.campus}: `);
  });

  it('adds the message only when there is one, and needs no reference', () => {
    const text = bookingSummaryText({ ...shown, message: ' Evening classes? ' }, words);
    expect(text.split('\n')[0]).toBe(summary.title);
    expect(text.split('\n').at(-1)).toBe(`${summary.message}: Evening classes?`);
  });
});

describe('summaryDate', () => {
  it('writes the day in words in the language asked for, the day the form holds whatever the zone', () => {
    expect(summaryDate('2030-06-25', 'en-GB')).toMatch(/^Tuesday,? 25 June 2030$/);
    expect(summaryDate('2030-06-25', 'sw-KE')).toBe('Jumanne, 25 Juni 2030');
  });

  it('leaves anything but a date as it is', () => {
    expect(summaryDate('', 'sw-KE')).toBe('');
    expect(summaryDate('next week', 'en-GB')).toBe('next week');
  });
});
