// Kiswahili time: the hours count from six in the morning, and the clock figure stands beside it.
import { describe, expect, it } from 'vitest';
import { minutesOf } from '../../src/content/college-time';
import { timeOptions } from '../../src/content/booking-options';
import { loadContent } from '../../tools/content-data';
import { swahiliClockLabel, swahiliHour, swahiliTime } from '../../src/i18n/swahili-time';
import { words as sw } from '../../src/i18n/sw/when';

/**
 * Every quarter hour of the day as a Kenyan says it, written out: a quarter to takes the part of
 * the day it is now (11:45 asubuhi, 18:45 jioni), and jioni runs to 20:00.
 */
const quarterHours = [
  ['00:00', 'saa sita usiku'],
  ['00:15', 'saa sita na robo usiku'],
  ['00:30', 'saa sita na nusu usiku'],
  ['00:45', 'saa saba kasoro robo usiku'],
  ['01:00', 'saa saba usiku'],
  ['01:15', 'saa saba na robo usiku'],
  ['01:30', 'saa saba na nusu usiku'],
  ['01:45', 'saa nane kasoro robo usiku'],
  ['02:00', 'saa nane usiku'],
  ['02:15', 'saa nane na robo usiku'],
  ['02:30', 'saa nane na nusu usiku'],
  ['02:45', 'saa tisa kasoro robo usiku'],
  ['03:00', 'saa tisa usiku'],
  ['03:15', 'saa tisa na robo usiku'],
  ['03:30', 'saa tisa na nusu usiku'],
  ['03:45', 'saa kumi kasoro robo usiku'],
  ['04:00', 'saa kumi alfajiri'],
  ['04:15', 'saa kumi na robo alfajiri'],
  ['04:30', 'saa kumi na nusu alfajiri'],
  ['04:45', 'saa kumi na moja kasoro robo alfajiri'],
  ['05:00', 'saa kumi na moja alfajiri'],
  ['05:15', 'saa kumi na moja na robo alfajiri'],
  ['05:30', 'saa kumi na moja na nusu alfajiri'],
  ['05:45', 'saa kumi na mbili kasoro robo alfajiri'],
  ['06:00', 'saa kumi na mbili asubuhi'],
  ['06:15', 'saa kumi na mbili na robo asubuhi'],
  ['06:30', 'saa kumi na mbili na nusu asubuhi'],
  ['06:45', 'saa moja kasoro robo asubuhi'],
  ['07:00', 'saa moja asubuhi'],
  ['07:15', 'saa moja na robo asubuhi'],
  ['07:30', 'saa moja na nusu asubuhi'],
  ['07:45', 'saa mbili kasoro robo asubuhi'],
  ['08:00', 'saa mbili asubuhi'],
  ['08:15', 'saa mbili na robo asubuhi'],
  ['08:30', 'saa mbili na nusu asubuhi'],
  ['08:45', 'saa tatu kasoro robo asubuhi'],
  ['09:00', 'saa tatu asubuhi'],
  ['09:15', 'saa tatu na robo asubuhi'],
  ['09:30', 'saa tatu na nusu asubuhi'],
  ['09:45', 'saa nne kasoro robo asubuhi'],
  ['10:00', 'saa nne asubuhi'],
  ['10:15', 'saa nne na robo asubuhi'],
  ['10:30', 'saa nne na nusu asubuhi'],
  ['10:45', 'saa tano kasoro robo asubuhi'],
  ['11:00', 'saa tano asubuhi'],
  ['11:15', 'saa tano na robo asubuhi'],
  ['11:30', 'saa tano na nusu asubuhi'],
  ['11:45', 'saa sita kasoro robo asubuhi'],
  ['12:00', 'saa sita mchana'],
  ['12:15', 'saa sita na robo mchana'],
  ['12:30', 'saa sita na nusu mchana'],
  ['12:45', 'saa saba kasoro robo mchana'],
  ['13:00', 'saa saba mchana'],
  ['13:15', 'saa saba na robo mchana'],
  ['13:30', 'saa saba na nusu mchana'],
  ['13:45', 'saa nane kasoro robo mchana'],
  ['14:00', 'saa nane mchana'],
  ['14:15', 'saa nane na robo mchana'],
  ['14:30', 'saa nane na nusu mchana'],
  ['14:45', 'saa tisa kasoro robo mchana'],
  ['15:00', 'saa tisa mchana'],
  ['15:15', 'saa tisa na robo mchana'],
  ['15:30', 'saa tisa na nusu mchana'],
  ['15:45', 'saa kumi kasoro robo mchana'],
  ['16:00', 'saa kumi jioni'],
  ['16:15', 'saa kumi na robo jioni'],
  ['16:30', 'saa kumi na nusu jioni'],
  ['16:45', 'saa kumi na moja kasoro robo jioni'],
  ['17:00', 'saa kumi na moja jioni'],
  ['17:15', 'saa kumi na moja na robo jioni'],
  ['17:30', 'saa kumi na moja na nusu jioni'],
  ['17:45', 'saa kumi na mbili kasoro robo jioni'],
  ['18:00', 'saa kumi na mbili jioni'],
  ['18:15', 'saa kumi na mbili na robo jioni'],
  ['18:30', 'saa kumi na mbili na nusu jioni'],
  ['18:45', 'saa moja kasoro robo jioni'],
  ['19:00', 'saa moja jioni'],
  ['19:15', 'saa moja na robo jioni'],
  ['19:30', 'saa moja na nusu jioni'],
  ['19:45', 'saa mbili kasoro robo jioni'],
  ['20:00', 'saa mbili usiku'],
  ['20:15', 'saa mbili na robo usiku'],
  ['20:30', 'saa mbili na nusu usiku'],
  ['20:45', 'saa tatu kasoro robo usiku'],
  ['21:00', 'saa tatu usiku'],
  ['21:15', 'saa tatu na robo usiku'],
  ['21:30', 'saa tatu na nusu usiku'],
  ['21:45', 'saa nne kasoro robo usiku'],
  ['22:00', 'saa nne usiku'],
  ['22:15', 'saa nne na robo usiku'],
  ['22:30', 'saa nne na nusu usiku'],
  ['22:45', 'saa tano kasoro robo usiku'],
  ['23:00', 'saa tano usiku'],
  ['23:15', 'saa tano na robo usiku'],
  ['23:30', 'saa tano na nusu usiku'],
  ['23:45', 'saa sita kasoro robo usiku'],
] as const;

/** Odd minutes: in words, past the hour up to the half, then counting down to the next hour. */
const oddMinutes = [
  ['07:05', 'saa moja na dakika tano asubuhi'],
  ['10:40', 'saa tano kasoro dakika ishirini asubuhi'],
  ['11:35', 'saa sita kasoro dakika ishirini na tano asubuhi'],
  ['12:01', 'saa sita na dakika moja mchana'],
  ['13:20', 'saa saba na dakika ishirini mchana'],
  ['16:29', 'saa kumi na dakika ishirini na tisa jioni'],
  ['17:12', 'saa kumi na moja na dakika kumi na mbili jioni'],
  ['18:59', 'saa moja kasoro dakika moja jioni'],
  ['19:55', 'saa mbili kasoro dakika tano jioni'],
  ['23:50', 'saa sita kasoro dakika kumi usiku'],
  ['00:10', 'saa sita na dakika kumi usiku'],
  ['05:31', 'saa kumi na mbili kasoro dakika ishirini na tisa alfajiri'],
] as const;

describe('Kiswahili time', () => {
  it('counts the hours from six: 07:00 is the first hour, 10:00 the fourth, 14:00 the eighth', () => {
    expect([6, 7, 10, 12, 14, 18, 19, 0].map(swahiliHour)).toEqual([12, 1, 4, 6, 8, 12, 1, 6]);
  });

  it('has all 96 quarter hours of the day', () => {
    expect(new Set(quarterHours.map(([time]) => time)).size).toBe(96);
  });

  it.each(quarterHours)('says %s as "%s"', (time, words) => {
    expect(swahiliTime(time)).toBe(words);
    expect(swahiliClockLabel(time)).toBe(`${words} (${time})`);
  });

  it.each(oddMinutes)('says %s as "%s"', (time, words) => {
    expect(swahiliTime(time)).toBe(words);
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
        /^saa (moja|mbili|tatu|nne|tano|sita|saba|nane|tisa|kumi|kumi na moja|kumi na mbili)( na (nusu|robo|dakika [a-z ]+)| kasoro (robo|dakika [a-z ]+))? (alfajiri|asubuhi|mchana|jioni|usiku) \(\d\d:\d\d\)$/,
      );
    }
    // The form's own times, each shown in Kiswahili with its clock figure (the option's value).
    for (const time of timeOptions) expect(swahiliClockLabel(time)).toContain(`(${time})`);
  });
});
