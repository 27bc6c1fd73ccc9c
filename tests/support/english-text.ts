// What counts as English on a page of another language, derived from the words and the content
// (never from today's text): the English catalogues' strings, the English of every translatable
// field, and what is the same in every language (names and figures entered once, product names).
import { z } from 'zod';
import type { Locale } from '../../src/config/locales.ts';
import {
  collections,
  isFolderCollection,
  type CollectionName,
} from '../../src/content/schema/collections.ts';
import { isRecord } from '../../src/content/schema/issue-messages.ts';
import { initialsOf } from '../../src/content/team.ts';
import { formatPrice } from '../../src/lib/format-price.ts';
import type { ContentData, LocalizedData } from '../../tools/content/loaded-content.ts';
import { uiWords } from '../../tools/ui-words.ts';

/** A text as it is compared: spaces collapsed, the punctuation around it dropped. */
export const normalized = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/^[\s.,:;·()*–—-]+|[\s.,:;·()*–—-]+$/g, '')
    .trim();

const words = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’+&-]*/gu) ?? [];
const hasLetters = (text: string) => /\p{L}{2}/u.test(text);

// A catalogue's function is called with a stand-in for each argument; the text it writes around the
// stand-ins are its fixed words ("Directions to ", from `(campus) => \`Directions to ${campus}\``).
const mark = '\u0001';
const standIn: unknown = new Proxy(() => mark, {
  get: (_target, key) => (key === Symbol.toPrimitive ? () => mark : standIn),
  apply: () => mark,
});

/** Every string a catalogue holds, by its key (`booking.booking.title`), and each function's fixed words. */
function catalogueTexts(value: unknown, path: string, out: Map<string, string[]>): void {
  if (typeof value === 'string') out.set(path, [value]);
  else if (typeof value === 'function') {
    try {
      const args = Array.from({ length: Math.max(1, value.length) }, () => standIn);
      const written: unknown = (value as (...args: unknown[]) => unknown)(...args);
      if (typeof written === 'string') out.set(path, written.split(mark));
    } catch {
      // A function that needs a real value (a number to format) has no fixed words to find.
    }
  } else if (Array.isArray(value))
    value.forEach((item, index) => catalogueTexts(item, `${path}[${index}]`, out));
  else if (isRecord(value))
    for (const [key, item] of Object.entries(value)) catalogueTexts(item, path ? `${path}.${key}` : key, out);
}

const catalogueOf = (locale: Locale) => {
  const out = new Map<string, string[]>();
  catalogueTexts(uiWords[locale], '', out);
  return out;
};

/** A name or product: each of its words starts with a capital or a figure, or has a capital inside (WhatsApp, AutoCAD). */
const nameLike = (text: string) => words(text).every((word) => /^[\p{Lu}\p{N}]|\p{Lu}/u.test(word));

interface SchemaNode {
  type?: string;
  translate?: boolean;
  enum?: unknown;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: readonly SchemaNode[];
}

/**
 * Walks a collection's data beside its JSON Schema: `translatable` gets each translatable field's
 * English with its path (a list of lines item by item), `fixed` each text entered once for every
 * language (a string that is not a choice: a person, a street, a tool, an address).
 */
function walk(
  data: unknown,
  node: SchemaNode | undefined,
  path: string,
  visit: { translatable: (path: string, text: string) => void; fixed: (text: string) => void },
): void {
  if (!node) return;
  const choice = node.anyOf?.find((option) => option.type === 'object' || option.translate);
  if (choice && !node.type) {
    walk(data, choice, path, visit);
    return;
  }
  if (typeof data === 'string') {
    if (node.translate) visit.translatable(path, data);
    else if (node.type === 'string' && !node.enum) visit.fixed(data);
    return;
  }
  if (Array.isArray(data)) {
    const item = node.translate ? { ...node.items, translate: true } : node.items;
    data.forEach((entry, index) => walk(entry, item, `${path}[${index}]`, visit));
    return;
  }
  if (isRecord(data))
    for (const [key, value] of Object.entries(data))
      walk(value, node.properties?.[key], path ? `${path}.${key}` : key, visit);
}

const schemaOf = (name: CollectionName): SchemaNode => {
  const place = collections[name];
  return z.toJSONSchema(isFolderCollection(place) ? place.entry : place.schema, {
    unrepresentable: 'any',
  }) as SchemaNode;
};

/** Each entry of a collection (a folder's entries, or the one file), with a name for messages. */
const entriesOf = (content: ContentData, name: CollectionName): [string, unknown][] => {
  const place = collections[name];
  if (!isFolderCollection(place)) return [[name, content[name]]];
  const list: unknown = content[name];
  if (!Array.isArray(list)) return [];
  return list.map((entry, index) => [`${name}[${index}]`, entry]);
};

/** The value at a path such as `details.careers[3]`. */
const valueAt = (data: unknown, path: string): unknown =>
  // The group's place is undefined where it did not match, which split's type denies.
  (path.split(/\.|\[(\d+)\]/) as (string | undefined)[])
    .filter((key): key is string => key !== undefined && key !== '')
    .reduce<unknown>(
      (value, key) =>
        isRecord(value) || Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined,
      data,
    );

export interface EnglishText {
  /** Why `text` (a text or an attribute's value outside any lang="en") is English, or undefined. */
  englishIn: (text: string) => string | undefined;
  /** Whether `text` is made only of what is the same in every language: names, figures, product names. */
  isNeutral: (text: string) => boolean;
}

/**
 * What counts as English for a page in `locale`: `english` is the checked content (every field in
 * English), `localized` the same content as that language's pages get it.
 */
export function englishText(english: ContentData, localized: LocalizedData, locale: Locale): EnglishText {
  const phrases = new Map<string, string>();
  const longPhrases: [string, string][] = [];
  // What is written the same in every language: names entered once, their initials (a team
  // member's avatar), the currency, and the content's own lines (below).
  const neutralWords = new Set(words(formatPrice(0)));
  const neutralTexts = new Set<string>();

  for (const name of Object.keys(collections) as CollectionName[]) {
    const node = schemaOf(name);
    const localizedEntries = new Map(entriesOf(localized, name));
    for (const [entry, data] of entriesOf(english, name)) {
      const shown = localizedEntries.get(entry);
      walk(data, node, '', {
        translatable: (path, text) => {
          const list = path.replace(/\[\d+\]$/, '');
          // A line the language's own data writes as the English does, in a list it translated
          // (a job title, say): the content's words, which a page cannot mark line by line.
          if (
            list !== path &&
            valueAt(shown, path) === text &&
            valueAt(shown, list) !== valueAt(data, list)
          ) {
            neutralTexts.add(normalized(text));
            return;
          }
          if (hasLetters(text)) phrases.set(normalized(text), `the English of ${entry}.${path}`);
        },
        fixed: (text) => {
          for (const word of [...words(text), initialsOf(text)]) neutralWords.add(word);
        },
      });
    }
  }

  // The interface's words: every English string, but a name both catalogues write alike (WhatsApp).
  const isNeutral = (text: string) =>
    neutralTexts.has(normalized(text)) ||
    words(normalized(text)).every((word) => !/\p{L}/u.test(word) || neutralWords.has(word));
  const own = catalogueOf(locale);
  for (const [key, texts] of catalogueOf('en')) {
    const same = own.get(key)?.join(mark) === texts.join(mark);
    for (const text of texts.map(normalized).filter(hasLetters)) {
      if (same && (nameLike(text) || isNeutral(text))) {
        for (const word of words(text)) neutralWords.add(word);
        continue;
      }
      phrases.set(text, `the English words "${key}"`);
      if (words(text).length >= 4) longPhrases.push([text, `the English words "${key}"`]);
    }
  }

  return {
    englishIn(text) {
      const plain = normalized(text);
      if (!hasLetters(plain)) return undefined;
      const exact = phrases.get(plain);
      if (exact) return exact;
      const padded = ` ${plain} `;
      return longPhrases.find(([phrase]) => padded.includes(` ${phrase} `))?.[1];
    },
    isNeutral,
  };
}
