import { describe, expect, it } from 'vitest';
import { interestOptions, timeOptions, toInterestOption } from '../../src/content/booking-options';
import { minutesOf } from '../../src/content/college-time';
import { words as englishWhen } from '../../src/i18n/en/when';

// The options' full lists, as a visitor reads them, are checked against the brief in
// tests/e2e/booking-form.spec.ts; here, what the code relies on.
describe('booking options', () => {
  it('keeps nine times an hour apart on the 24-hour clock, which English reads as 9:00 AM to 5:00 PM', () => {
    expect(timeOptions).toHaveLength(9);
    expect(timeOptions.every((time) => /^\d{2}:00$/.test(time))).toBe(true);
    expect(timeOptions.slice(1).map((time, i) => minutesOf(time) - minutesOf(timeOptions[i] ?? ''))).toEqual(
      Array(8).fill(60),
    );
    expect([timeOptions[0], timeOptions[8]].map((time) => englishWhen.when.clock(time))).toEqual([
      '9:00 AM',
      '5:00 PM',
    ]);
  });

  it('accepts only exact option names from untrusted input', () => {
    expect(interestOptions).toHaveLength(12);
    expect(toInterestOption('Cybersecurity')).toBe('Cybersecurity');
    expect(toInterestOption('cybersecurity')).toBeUndefined();
    expect(toInterestOption('<img src=x onerror=alert(1)>')).toBeUndefined();
    expect(toInterestOption(null)).toBeUndefined();
  });
});
