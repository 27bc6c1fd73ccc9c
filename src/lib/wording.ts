// Sentences built from the college's data: the staff change how many courses or campuses there
// are, and the pages must still read as English and as Kiswahili.

const englishWords = [
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

/** 1 to 99 in Kiswahili words for nouns whose numbers take no prefix (kozi, saa): 12 is "kumi na mbili". */
function swahiliNumber(count: number): string | undefined {
  if (!Number.isInteger(count) || count < 1 || count > 99) return undefined;
  const tens = swahiliTens[Math.floor(count / 10)] ?? '';
  const units = swahiliUnits[count % 10] ?? '';
  return tens && units ? `${tens} na ${units}` : tens || units;
}

/** Each language's numbers in words, by its code; a language not here writes them in figures. */
const numberWords: Partial<Record<string, (count: number) => string | undefined>> = {
  en: (count) => englishWords[count],
  sw: swahiliNumber,
};

/** How a language writes counts in running text. */
export interface Wording {
  /** A number in words where the language has them ("kumi na mbili"), else in figures. */
  numberInWords: (count: number) => string;
  /** A count as running text writes it: in words up to twenty ("ten", "kumi"), then in figures. */
  countInWords: (count: number) => string;
  /** The noun for a count: `one` where the language's plural rule says one (Intl.PluralRules), else `other`. */
  plural: (count: number, one: string, other: string) => string;
}

/** The wording of a language by its code (`en`, `sw`, `sw-KE`): every language's words reach numbers here. */
export function wordingIn(lang: string): Wording {
  const inWords = numberWords[lang.toLowerCase().split('-')[0] ?? ''];
  const rules = new Intl.PluralRules(lang);
  const numberInWords = (count: number) => inWords?.(count) ?? String(count);
  return {
    numberInWords,
    countInWords: (count) => (count <= 20 ? numberInWords(count) : String(count)),
    plural: (count, one, other) => (rules.select(count) === 'one' ? one : other),
  };
}

/** The same text with its first letter capitalised, for the start of a sentence. */
export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** A label ("Miezi 4") as it reads inside a sentence ("miezi 4"): its first letter in lower case. */
export const inSentence = (label: string): string => label.charAt(0).toLowerCase() + label.slice(1);

// Grouping by hand rather than Intl.NumberFormat: the prerender (Node) and the browser must
// print the same text or hydration fails, and ICU data differs between runtimes.
/** A whole number in figures as Kenya writes it in both languages, thousands grouped: "1,000". */
export const inFigures = (count: number): string => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A list in running text: "Nakuru", "Nakuru or Naivasha", "Nakuru, Naivasha or Eldoret". */
export function listPhrase(items: readonly string[], conjunction: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${String(items[items.length - 1])}`;
}
