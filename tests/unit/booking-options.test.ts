import { describe, expect, it } from 'vitest';
import { interestOptions, timeOptions, toInterestOption } from '../../src/content/booking-options';

describe('booking options', () => {
  it('offers the nine hourly times from 9:00 AM to 5:00 PM, in order', () => {
    expect(timeOptions).toEqual([
      '9:00 AM',
      '10:00 AM',
      '11:00 AM',
      '12:00 PM',
      '1:00 PM',
      '2:00 PM',
      '3:00 PM',
      '4:00 PM',
      '5:00 PM',
    ]);
  });

  it('offers the twelve areas of interest in the spec order', () => {
    expect(interestOptions).toEqual([
      'Web Development',
      'Graphic Design',
      'Digital Marketing',
      'Cybersecurity',
      'Software Development',
      'Data Science',
      'Networking',
      'Office Applications',
      'Video Editing',
      'AutoCAD',
      'Corporate Training',
      'Other',
    ]);
  });

  it('accepts only exact option names from untrusted input', () => {
    expect(toInterestOption('Cybersecurity')).toBe('Cybersecurity');
    expect(toInterestOption('cybersecurity')).toBeUndefined();
    expect(toInterestOption('<img src=x onerror=alert(1)>')).toBeUndefined();
    expect(toInterestOption(null)).toBeUndefined();
  });
});
