// Sentences built from the college's data: the staff change how many courses or campuses there
// are, and the pages must still read as English and as Kiswahili.

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

const swahiliUnits = ['', 'moja', 'mbili', 'tatu', 'nne', 'tano', 'sita', 'saba', 'nane', 'tisa'];
const swahiliTens = [
  '',
  'kumi',
  'ishirini',
  'thelathini',
  'arobaini',
  'hamsini',
  'sitini',
  'sabini',
  'themanini',
  'tisini',
];

/**
 * A number from 1 to 99 in Kiswahili words, as it counts nouns like kozi, awamu, dakika and saa
 * (whose numbers take no prefix): 2 is "mbili", 12 "kumi na mbili", 25 "ishirini na tano".
 * Other numbers in figures.
 */
export function swahiliNumber(count: number): string {
  if (!Number.isInteger(count) || count < 1 || count > 99) return String(count);
  const tens = swahiliTens[Math.floor(count / 10)] ?? '';
  const units = swahiliUnits[count % 10] ?? '';
  return tens && units ? `${tens} na ${units}` : tens || units;
}

/** A count in Kiswahili running text, as countInWords in English: in words up to twenty, then in figures. */
export const swahiliCountInWords = (count: number): string =>
  count >= 1 && count <= 20 ? swahiliNumber(count) : String(count);

/** The same text with its first letter capitalised, for the start of a sentence. */
export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** "a course", "2 courses": the noun follows the count. */
export const plural = (count: number, one: string, many = `${one}s`): string => (count === 1 ? one : many);

/** A list in running text: "Nakuru", "Nakuru or Naivasha", "Nakuru, Naivasha or Eldoret". */
export function listPhrase(items: readonly string[], conjunction: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}
