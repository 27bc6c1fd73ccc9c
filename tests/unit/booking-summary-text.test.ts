import { describe, expect, it } from 'vitest';
import { bookingSummaryText } from '../../src/features/booking/booking-summary-text';

const values = {
  name: ' Amina Wanjiru ',
  email: 'amina@example.com',
  phone: '0712 000 111',
  campus: 'Nakuru Main Campus',
  date: '2026-12-01',
  time: '10:00 AM',
  interest: 'Cybersecurity',
  message: '',
};

describe('bookingSummaryText', () => {
  it('writes every field a member of staff needs, one per line, trimmed', () => {
    expect(bookingSummaryText(values, 'BK-7Q2F9K')).toBe(
      [
        'Appointment request BK-7Q2F9K',
        'Name: Amina Wanjiru',
        'Phone: 0712 000 111',
        'E-mail: amina@example.com',
        'Campus: Nakuru Main Campus',
        'Preferred date: 2026-12-01',
        'Preferred time: 10:00 AM',
        'Area of interest: Cybersecurity',
      ].join('\n'),
    );
  });

  it('leaves the campus blank when none is chosen yet (the hand-over reads the fields before any check)', () => {
    const unchosen = { ...values, campus: undefined } as unknown as typeof values;
    expect(bookingSummaryText(unchosen).split('\n')).toContain('Campus: ');
  });

  it('adds the message only when there is one, and needs no reference', () => {
    const text = bookingSummaryText({ ...values, message: ' Evening classes? ' });
    expect(text.split('\n')[0]).toBe('Appointment request');
    expect(text.split('\n').at(-1)).toBe('Message: Evening classes?');
  });
});
