/**
 * Time as a Kiswahili reader counts it: the day's hours start at six in the morning, so 07:00 is
 * *saa moja asubuhi* (the first hour), 10:00 *saa nne asubuhi* and 14:00 *saa nane mchana*. A bare
 * "saa 10:00" would be read as four o'clock, so the clock figure goes beside it, never alone.
 */
import { wordingIn } from '../lib/wording.ts';

const { numberInWords } = wordingIn('sw');

/**
 * The part of the day a clock hour (0-23) falls in. Jioni runs to 20:00: many Kenyans say jioni at
 * saa moja (19:00), where usiku would sound like late at night.
 */
function periodOf(hour: number): string {
  if (hour >= 4 && hour < 6) return 'alfajiri';
  if (hour >= 6 && hour < 12) return 'asubuhi';
  if (hour >= 12 && hour < 16) return 'mchana';
  if (hour >= 16 && hour < 20) return 'jioni';
  return 'usiku';
}

/** The Kiswahili hour (1 to 12) of a clock hour (0-23): 7 -> 1, 10 -> 4, 14 -> 8, 18 -> 12. */
export const swahiliHour = (hour: number) => (hour + 6) % 12 || 12;

const hourWord = (hour: number) => numberInWords(swahiliHour(hour));

// The hour itself, its quarter and its half have words of their own.
const quarters: Partial<Record<number, string>> = { 0: '', 15: ' na robo', 30: ' na nusu' };

/**
 * "10:00" -> "saa nne asubuhi", "07:05" -> "saa moja na dakika tano asubuhi", "14:30" -> "saa nane
 * na nusu mchana", "10:40" -> "saa tano kasoro dakika ishirini asubuhi".
 */
export function swahiliTime(time: string): string {
  const [hour = 0, minutes = 0] = time.split(':').map(Number);
  // Past the half it counts down to the next hour (10:45 is saa tano kasoro robo), still in this
  // hour's part of the day (11:45 is asubuhi).
  if (minutes > 30) {
    const short = minutes === 45 ? 'robo' : `dakika ${numberInWords(60 - minutes)}`;
    return `saa ${hourWord((hour + 1) % 24)} kasoro ${short} ${periodOf(hour)}`;
  }
  const past = quarters[minutes] ?? ` na dakika ${numberInWords(minutes)}`;
  return `saa ${hourWord(hour)}${past} ${periodOf(hour)}`;
}

/** The Kiswahili time with the clock figure beside it: "saa nne asubuhi (10:00)". */
export const swahiliClockLabel = (time: string) => `${swahiliTime(time)} (${time})`;
