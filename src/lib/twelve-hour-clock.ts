/**
 * A 24-hour "09:00" on the 12-hour clock, "9:00 AM" ("18:30" -> "6:30 PM"): how English pages write
 * a time, and how the booking e-mail always does (the brief's words, whatever the form's language).
 */
export function twelveHourClock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}
