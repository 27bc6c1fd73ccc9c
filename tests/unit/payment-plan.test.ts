import { describe, expect, it } from 'vitest';
import { paymentSchedule } from '../../src/content/payment-plan';
import { instalmentsText } from '../../src/i18n/course-labels';
import { words as en } from '../../src/i18n/en/course-page';
import { words as sw } from '../../src/i18n/sw/course-page';

describe('payment plan', () => {
  it('splits the rest of the fee after the deposit into equal monthly instalments', () => {
    const schedule = paymentSchedule(12000, { deposit: 3000, instalments: 3 });
    expect(schedule).toEqual({ deposit: 3000, instalments: 3, monthly: 3000, last: 3000 });
    expect(instalmentsText(schedule, en)).toBe(en.coursePage.instalments(3, 'KSh 3,000', 'KSh 3,000'));
  });

  it('follows an edited fee with no other change, always adding up to it in whole shillings', () => {
    for (const price of [4000, 12001, 13500, 99999]) {
      const { deposit, instalments, monthly, last } = paymentSchedule(price, {
        deposit: 2000,
        instalments: 3,
      });
      expect(deposit + monthly * (instalments - 1) + last).toBe(price);
      expect(Number.isInteger(monthly) && Number.isInteger(last)).toBe(true);
      expect(last - monthly).toBeGreaterThanOrEqual(0);
      expect(last - monthly).toBeLessThan(instalments);
    }
  });

  it('words the instalments in the language of the words given, with the figures in shillings', () => {
    const uneven = paymentSchedule(12001, { deposit: 2000, instalments: 3 });
    expect(instalmentsText(uneven, en)).toBe(en.coursePage.instalments(3, 'KSh 3,333', 'KSh 3,335'));
    expect(instalmentsText(uneven, sw)).toBe(sw.coursePage.instalments(3, 'KSh 3,333', 'KSh 3,335'));
    const single = paymentSchedule(5000, { deposit: 2000, instalments: 1 });
    expect(instalmentsText(single, en)).toBe(en.coursePage.instalments(1, 'KSh 3,000', 'KSh 3,000'));
  });

  it('says how an uneven split is paid, and speaks of one instalment in the singular', () => {
    const { instalments } = en.coursePage;
    expect(instalments(3, 'KSh 3,000', 'KSh 3,000')).toBe('3 monthly M-Pesa instalments of KSh 3,000');
    expect(instalments(3, 'KSh 3,333', 'KSh 3,335')).toBe(
      '3 monthly M-Pesa instalments: 2 of KSh 3,333 and a last one of KSh 3,335',
    );
    expect(instalments(1, 'KSh 3,000', 'KSh 3,000')).toBe('1 monthly M-Pesa instalment of KSh 3,000');
  });

  it('counts the instalments in Kiswahili words, agreeing with one or several', () => {
    const { instalments } = sw.coursePage;
    expect(instalments(1, 'KSh 3,000', 'KSh 3,000')).toBe('awamu moja ya KSh 3,000 kupitia M-Pesa');
    expect(instalments(3, 'KSh 3,000', 'KSh 3,000')).toBe(
      'awamu tatu za KSh 3,000 kila mwezi kupitia M-Pesa',
    );
    expect(instalments(2, 'KSh 3,000', 'KSh 3,001')).toBe(
      'awamu mbili za kila mwezi kupitia M-Pesa: moja ya KSh 3,000 na ya mwisho ya KSh 3,001',
    );
    expect(instalments(3, 'KSh 3,333', 'KSh 3,335')).toBe(
      'awamu tatu za kila mwezi kupitia M-Pesa: mbili za KSh 3,333 na ya mwisho ya KSh 3,335',
    );
  });
});
