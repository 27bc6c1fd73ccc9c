/**
 * How another language is drawn from a data file: the English under `en:` (every field), the
 * translation under `sw:` (only fields whose schema says `translate`). A translatable field missing
 * from `sw:` falls back to the English, and is listed, so the build can say what is not translated.
 */
import { isRecord, type PathKey } from './issue-messages.ts';

export interface TranslatableNode {
  type?: string;
  translate?: boolean;
  properties?: Record<string, TranslatableNode>;
  items?: TranslatableNode;
  anyOf?: readonly TranslatableNode[];
}

/** An object of the content as a page in another language gets it: its fields still in English. */
export interface Untranslated {
  untranslated?: readonly string[];
}

/** A value as a page in another language gets it from `localize`: any object in it is Untranslated. */
export type WithUntranslated<T> = T extends readonly (infer Item)[]
  ? WithUntranslated<Item>[]
  : T extends object
    ? { [Key in keyof T]: WithUntranslated<T[Key]> } & Untranslated
    : T;

/** Whether a schema node holds any words to translate (itself, or a field or item inside it). */
export function hasTranslatable(node: TranslatableNode | undefined): boolean {
  if (!node) return false;
  const inside = [...Object.values(node.properties ?? {}), node.items, ...(node.anyOf ?? [])];
  return Boolean(node.translate) || inside.some(hasTranslatable);
}

/** The node, or the option of a union that holds words (a group that may be left out). */
export function wordsNode(node: TranslatableNode | undefined): TranslatableNode | undefined {
  const choice = node?.anyOf?.find((option) => hasTranslatable(option));
  return choice && !node?.properties && !node?.items && !node?.translate ? choice : node;
}

/** A field translated whole: a text, or a list of lines (outcomes, careers). */
export const isWords = (node: TranslatableNode | undefined): boolean =>
  Boolean(node?.translate || (node?.items?.translate && !node.items.properties));

/** Whether a translation says something: text that is not blank, or a list with lines in it. */
export const filled = (value: unknown): boolean =>
  (typeof value === 'string' && value.trim() !== '') || (Array.isArray(value) && value.length > 0);

/** `details.modules[0].title`: a field's path as the build lists it and the review marks key it. */
export const pathText = (path: readonly PathKey[]): string =>
  path.reduce<string>(
    (text, key) =>
      typeof key === 'number' ? `${text}[${key}]` : text === '' ? String(key) : `${text}.${String(key)}`,
    '',
  );

/** One field translated whole, as a file holds it: where, its English, its translation if any. */
export interface TranslatableField {
  path: PathKey[];
  english: unknown;
  translation: unknown;
}

/** `english` with the words of `translation` over it, calling `visit` on each translatable field. */
function merge(
  english: unknown,
  translation: unknown,
  given: TranslatableNode | undefined,
  path: PathKey[],
  visit: (field: TranslatableField) => void,
): unknown {
  const node = wordsNode(given);
  if (!node || !hasTranslatable(node) || english === undefined) return english;
  if (isWords(node)) {
    visit({ path, english, translation });
    return filled(translation) ? translation : english;
  }
  if (Array.isArray(english)) {
    // A list of entries with words in them (modules, class times): item by item, in the same order.
    const items = Array.isArray(translation) ? translation : [];
    return english.map((item, index) => merge(item, items[index], node.items, [...path, index], visit));
  }
  if (!isRecord(english)) return english;
  const other = isRecord(translation) ? translation : {};
  return Object.fromEntries(
    Object.entries(english).map(([key, field]) => [
      key,
      merge(field, other[key], node.properties?.[key], [...path, key], visit),
    ]),
  );
}

/** Every field of `english` translated whole, with what `translation` has for it, in file order. */
export function translatableFields(
  english: unknown,
  translation: unknown,
  node: TranslatableNode | undefined,
): TranslatableField[] {
  const fields: TranslatableField[] = [];
  merge(english, translation, node, [], (field) => fields.push(field));
  return fields;
}

/**
 * `english` with each translatable field taken from `translation` where it has one; the paths that
 * fell back to English (`missing`), and those plus the ones written as the English (`inEnglish`).
 */
export function mergeTranslation(
  english: unknown,
  translation: unknown,
  node: TranslatableNode | undefined,
): { value: unknown; missing: PathKey[][]; inEnglish: PathKey[][] } {
  const missing: PathKey[][] = [];
  const inEnglish: PathKey[][] = [];
  const value = merge(english, translation, node, [], (field) => {
    if (!filled(field.translation)) missing.push(field.path);
    if (!filled(field.translation) || sameWords(field.translation, field.english)) inEnglish.push(field.path);
  });
  return { value, missing, inEnglish };
}

/** A translation that says exactly what the English says (a text, or a list line by line). */
const sameWords = (translation: unknown, english: unknown): boolean =>
  JSON.stringify(translation) === JSON.stringify(english);

/**
 * `value` with each object naming in `untranslated` its own fields among `missing` (fields that fell
 * back to English), so the page marks them lang="en" (src/content/untranslated.ts).
 */
export function markUntranslated(value: unknown, missing: readonly PathKey[][]): unknown {
  const paths = new Set(missing.map(pathText));
  const mark = (node: unknown, path: PathKey[]): unknown => {
    if (Array.isArray(node)) return node.map((item, index) => mark(item, [...path, index]));
    if (!isRecord(node)) return node;
    const untranslated: string[] = [];
    const marked = Object.fromEntries(
      Object.entries(node).map(([key, field]) => {
        if (paths.has(pathText([...path, key]))) untranslated.push(key);
        return [key, mark(field, [...path, key])];
      }),
    );
    return untranslated.length > 0 ? { ...marked, untranslated } : marked;
  };
  return paths.size === 0 ? value : mark(value, []);
}

/** mergeTranslation's value with each object's English fields marked, and the missing paths as text. */
export function localize(
  english: unknown,
  translation: unknown,
  node: TranslatableNode | undefined,
): { value: unknown; missing: string[] } {
  const { value, missing, inEnglish } = mergeTranslation(english, translation, node);
  return { value: markUntranslated(value, inEnglish), missing: missing.map(pathText) };
}
