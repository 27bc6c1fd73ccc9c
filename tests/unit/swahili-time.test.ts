// Kiswahili time: the hours count from six in the morning, and the clock figure stands beside it.
import { describe, expect, it } from 'vitest';
import { clock24, minutesOf } from '../../src/content/college-time';
import { timeOptions } from '../../src/content/booking-options';
import { loadContent } from '../../tools/content-data';
import { swahiliClockLabel, swahiliHour, swahiliTime } from '../../src/i18n/swahili-time';
import { strings as sw } from '../../src/i18n/sw/when';

describe('Kiswahili time', () => {
  it('counts the hours from six: 07:00 is the first hour, 10:00 the fourth, 14:00 the eighth', () => {
    expect([6, 7, 10, 12, 14, 18, 19, 0].map(swahiliHour)).toEqual([12, 1, 4, 6, 8, 12, 1, 6]);
  });

  it('names the part of the day a Kenyan reader says', () => {
    expect(swahiliTime('10:00')).toBe('saa nne asubuhi');
    expect(swahiliTime('14:00')).toBe('saa nane mchana');
    expect(swahiliTime('17:00')).toBe('saa kumi na moja jioni');
    expect(swahiliTime('20:00')).toBe('saa mbili usiku');
    expect(swahiliTime('05:00')).toBe('saa kumi na moja alfajiri');
    expect(swahiliTime('08:30')).toBe('saa mbili na nusu asubuhi');
    expect(swahiliTime('09:15')).toBe('saa tatu na robo asubuhi');
    expect(swahiliTime('12:45')).toBe('saa saba kasorobo mchana');
  });

  it('gives every hour the college is open, as the booking form offers it, with the clock figure beside it', () => {
    const { site } = loadContent();
    const hours = [...site.officeHours, ...site.campuses.flatMap((campus) => campus.officeHours ?? [])];
    const opens = Math.min(...hours.map((entry) => minutesOf(entry.opens)));
    const closes = Math.max(...hours.map((entry) => minutesOf(entry.closes)));
    for (let minutes = opens; minutes <= closes; minutes += 60) {
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      const label = sw.when.clock(time);
      expect(label, time).toBe(`${swahiliTime(time)} (${time})`);
      expect(label, time).toMatch(
        /^saa (moja|mbili|tatu|nne|tano|sita|saba|nane|tisa|kumi|kumi na moja|kumi na mbili)( na (nusu|robo|dakika \d+))? (alfajiri|asubuhi|mchana|jioni|usiku) \(\d\d:\d\d\)$/,
      );
    }
    // The form's own times, each shown in Kiswahili with its clock figure; its value stays English.
    for (const option of timeOptions) {
      const time = clock24(option) ?? '';
      expect(swahiliClockLabel(time)).toContain(`(${time})`);
    }
    expect(swahiliClockLabel('10:00')).toBe('saa nne asubuhi (10:00)');
  });
});
