// Sentences built from the college's data: the staff change how many courses or campuses there
// are, and the pages must still read as English.

const numberWords = [
  'no',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];

/** A count as a page writes it in running text: 10 is "ten" (up to twenty), 25 is "25". */
export const countInWords = (count: number): string => numberWords[count] ?? String(count);

/** The same text with its first letter capitalised, for the start of a sentence. */
export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** "a course", "2 courses": the noun follows the count. */
export const plural = (count: number, one: string, many = `${one}s`): string => (count === 1 ? one : many);

/** A list in running text: "Nakuru", "Nakuru or Naivasha", "Nakuru, Naivasha or Eldoret". */
export function listPhrase(items: readonly string[], conjunction: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}
