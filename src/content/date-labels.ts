/** Dates and times from the content files, as the pages show them (the same text on the server and in the browser). */

export const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "09:00" -> "9:00 AM", "18:30" -> "6:30 PM". */
export function clockLabel(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A date from the content files as shown: dateLabel('2025-06-25') is "25 June 2025". */
export function dateLabel(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return `${day} ${months[month - 1] ?? ''} ${year}`;
}
