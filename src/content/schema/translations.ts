/**
 * How a language other than English is drawn from a data file: each data file holds the English
 * under `en:` (every field) and the translation under `sw:` (only the words a visitor reads: the
 * fields whose schema says `translate`). Figures, dates, names and pictures are entered once, in
 * `en:`, and both languages use them. A translatable field missing from `sw:` falls back to the
 * English, and is listed, so the build can say what is not yet translated.
 */
import { isRecord } from './issue-messages.ts';

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
  if (node.translate) return true;
  if (node.properties && Object.values(node.properties).some(hasTranslatable)) return true;
  if (node.items && hasTranslatable(node.items)) return true;
  return (node.anyOf ?? []).some(hasTranslatable);
}

const filled = (value: unknown) =>
  (typeof value === 'string' && value.trim() !== '') || (Array.isArray(value) && value.length > 0);

/**
 * `english` with each translatable field taken from `translation` where it has one. Returns the
 * merged value and the paths (`details.modules`, `image.alt`) that fell back to English. Each
 * object in the value whose own words fell back names them in `untranslated`, so the page can mark
 * them lang="en" (src/content/untranslated.ts).
 */
export function localize(
  english: unknown,
  translation: unknown,
  node: TranslatableNode | undefined,
  path = '',
): { value: unknown; missing: string[]; english?: boolean } {
  if (!node || !hasTranslatable(node)) return { value: english, missing: [] };
  const choice = node.anyOf?.find((option) => hasTranslatable(option));
  if (choice && !node.properties && !node.items && !node.translate)
    return localize(english, translation, choice, path);
  // A translatable field, or a list of translatable lines (outcomes, careers): taken whole.
  if (node.translate || (node.items?.translate && !node.items.properties)) {
    if (english === undefined) return { value: english, missing: [] };
    if (!filled(translation)) return { value: english, missing: [path] };
    // Written the same as the English (a course title Kenyans say in English): English, so marked
    // as such on the page, though not missing.
    return { value: translation, missing: [], english: translation === english };
  }
  if (Array.isArray(english)) {
    // A list of entries with words in them (modules, class times): item by item, in the same order.
    const items = Array.isArray(translation) ? translation : [];
    const merged = english.map((item, index) =>
      localize(item, items[index], node.items, `${path}[${index}]`),
    );
    return { value: merged.map((item) => item.value), missing: merged.flatMap((item) => item.missing) };
  }
  if (isRecord(english)) {
    const other = isRecord(translation) ? translation : {};
    const missing: string[] = [];
    const untranslated: string[] = [];
    const value: Record<string, unknown> = Object.fromEntries(
      Object.entries(english).map(([key, field]) => {
        const fieldPath = path ? `${path}.${key}` : key;
        const merged = localize(field, other[key], node.properties?.[key], fieldPath);
        missing.push(...merged.missing);
        if (merged.missing.includes(fieldPath) || merged.english) untranslated.push(key);
        return [key, merged.value];
      }),
    );
    return { value: untranslated.length > 0 ? { ...value, untranslated } : value, missing };
  }
  return { value: english, missing: [] };
}
