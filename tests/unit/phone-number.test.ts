import { describe, expect, it } from 'vitest';
import { phoneProblem } from '../../src/features/booking/form/booking-checks';
import { words as booking } from '../../src/i18n/en/booking';
import { toE164 } from '../../src/lib/phone-number';

const { phoneExample, phoneFigures, phoneFull } = booking.errors;

describe('the visitor’s phone number', () => {
  it('sends a Kenyan number however it is written in E.164', () => {
    for (const typed of [
      '0712 345 678',
      '0712-345-678',
      '(0712) 345678',
      '254712345678',
      '+254 712 345 678',
      ' +254-712-345-678 ',
    ]) {
      expect(toE164(typed), typed).toBe('+254712345678');
    }
    expect(toE164('0110 123 456')).toBe('+254110123456');
  });

  it('keeps another country’s number with its + code (or 00)', () => {
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('0044 20 7946 0958')).toBe('+442079460958');
    expect(toE164('+256 772 123456')).toBe('+256772123456');
  });

  it('refuses letters, a + inside, too few or too many figures, with the format shown', () => {
    // What is not figures (letters, a + after the start) is refused as such; the rest as too short or long.
    const notFigures = ['call me after 5', '07+12345678'];
    for (const typed of [...notFigures, '0712 345 67', '07123456789', '+254 712 345', '712345678', '+1234']) {
      expect(toE164(typed), typed).toBeUndefined();
      expect(phoneProblem(typed, booking), typed).toContain(phoneExample);
      expect(phoneProblem(typed, booking), typed).toBe(
        notFigures.includes(typed) ? phoneFigures(phoneExample) : phoneFull(phoneExample),
      );
    }
    expect(phoneProblem('', booking)).toBeUndefined();
    expect(phoneProblem('0712 345 678', booking)).toBeUndefined();
  });
});
