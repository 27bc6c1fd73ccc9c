/**
 * Time as a Kiswahili reader counts it: the day's hours start at six in the morning, so 07:00 is
 * *saa moja asubuhi* (the first hour), 10:00 *saa nne asubuhi* and 14:00 *saa nane mchana*. A bare
 * "saa 10:00" would be read as four o'clock, so the clock figure goes beside it, never alone.
 */
const hourWords = [
  'kumi na mbili',
  'moja',
  'mbili',
  'tatu',
  'nne',
  'tano',
  'sita',
  'saba',
  'nane',
  'tisa',
  'kumi',
  'kumi na moja',
] as const;

/** The part of the day a clock hour (0-23) falls in, as a Kenyan says it. */
function periodOf(hour: number): string {
  if (hour >= 4 && hour < 6) return 'alfajiri';
  if (hour >= 6 && hour < 12) return 'asubuhi';
  if (hour >= 12 && hour < 16) return 'mchana';
  if (hour >= 16 && hour < 19) return 'jioni';
  return 'usiku';
}

/** The Kiswahili hour (1 to 12) of a clock hour (0-23): 7 -> 1, 10 -> 4, 14 -> 8, 18 -> 12. */
export const swahiliHour = (hour: number) => ((hour + 6) % 12 || 12) as number;

const hourWord = (hour: number) => hourWords[swahiliHour(hour) % 12] ?? '';

/** "10:00" -> "saa nne asubuhi", "14:30" -> "saa nane na nusu mchana", "16:45" -> "saa kumi na moja kasorobo jioni". */
export function swahiliTime(time: string): string {
  const [hour = 0, minutes = 0] = time.split(':').map(Number);
  if (minutes === 45) {
    // A quarter to the next hour: 16:45 is "saa kumi na moja kasorobo" (eleven less a quarter).
    const next = (hour + 1) % 24;
    return `saa ${hourWord(next)} kasorobo ${periodOf(next)}`;
  }
  const past =
    minutes === 0 ? '' : minutes === 15 ? ' na robo' : minutes === 30 ? ' na nusu' : ` na dakika ${minutes}`;
  return `saa ${hourWord(hour)}${past} ${periodOf(hour)}`;
}

/** The Kiswahili time with the clock figure beside it: "saa nne asubuhi (10:00)". */
export const swahiliClockLabel = (time: string) => `${swahiliTime(time)} (${time})`;
