/**
 * A page's language data: the words catalogues (src/i18n/<locale>/) and content modules of its
 * language, each a small chunk loaded when first needed and kept for the visit.
 */
import { contentLoaders } from 'virtual:content/loaders';
import { defaultLocale, locales, type Locale } from '../config/locales';
import { readableLoad, type ReadableLoad } from '../lib/readable-load';
import type { ContentModules } from '../content/content-modules';
import type { ContentName } from '../content/content-names';
import type { CatalogueName, Catalogues } from '../i18n/catalogues';
import { fetchAhead, importWithRetry } from '../chunks/import-with-retry';

// Not a language's words about itself, which every page has (src/i18n/language-words.ts).
const catalogueLoaders = import.meta.glob<Record<string, unknown>>([
  '../i18n/*/*.ts',
  '!../i18n/*/language.ts',
]);

/** A module of a language: a words catalogue (`words:booking`) or a content module (`content:courses`). */
export type LocaleModuleKey = `words:${CatalogueName}` | `content:${ContentName}`;

export type LocaleModuleOf<Key extends LocaleModuleKey> =
  Key extends `words:${infer Name extends CatalogueName}`
    ? Catalogues[Name]
    : Key extends `content:${infer Name extends ContentName}`
      ? ContentModules[Name]
      : never;

const loads = new Map<string, ReadableLoad<unknown>>();

const catalogueNames = (): CatalogueName[] => [
  ...new Set(
    Object.keys(catalogueLoaders).map((path) => path.split('/').pop()?.replace(/\.ts$/, '') as CatalogueName),
  ),
];

// Every content module, as the content plugin serves them (each collection, the courses' pages).
const contentModuleNames = Object.keys(contentLoaders[defaultLocale] ?? {}) as ContentName[];

/** Every module a language has: each catalogue, then each content module. */
export const everyLocaleModule = (): LocaleModuleKey[] => [
  ...catalogueNames().map((name) => `words:${name}` as const),
  ...contentModuleNames.map((name) => `content:${name}` as const),
];

/**
 * The import of a module's chunk, and which export is the data (`words`, or the default): apart, so
 * a retry under another URL, which gives the bare module, is read the same way.
 */
function importOf(
  locale: Locale,
  key: LocaleModuleKey,
): { load: () => Promise<Record<string, unknown>>; data: string } {
  const [kind, name = ''] = key.split(':');
  if (kind === 'words') {
    const load = catalogueLoaders[`../i18n/${locale}/${name}.ts`];
    if (!load) throw new Error(`No words catalogue src/i18n/${locale}/${name}.ts`);
    return { load, data: 'words' };
  }
  const load = contentLoaders[locale]?.[name];
  if (!load) throw new Error(`No content module virtual:content/${locale}/${name}`);
  return { load, data: 'default' };
}

/** The module, loaded on first use; a load that failed for good is forgotten, so a render asks again. */
export function loadLocaleModule<Key extends LocaleModuleKey>(
  locale: Locale,
  key: Key,
): ReadableLoad<LocaleModuleOf<Key>> {
  const id = `${locale}/${key}`;
  let load = loads.get(id);
  if (!load) {
    // A leaf: a second copy of pure data, loaded under a retry URL, is harmless.
    const { load: importChunk, data } = importOf(locale, key);
    const started = readableLoad(
      importWithRetry(importChunk, { leaf: true }).then((module) => module[data]),
      () => loads.delete(id),
    );
    loads.set(id, (load = started));
  }
  return load as ReadableLoad<LocaleModuleOf<Key>>;
}

/** Loads these modules of a language (what a prerendered page read), resolving when all are in. */
export async function preloadLocaleModules(locale: Locale, keys: readonly LocaleModuleKey[]): Promise<void> {
  await Promise.all(keys.map((key) => loadLocaleModule(locale, key)));
}

/**
 * Fetches these modules' chunks into the HTTP cache and evaluates none. By the bare imports: a fetch
 * alone resolves with nothing, which `loads` must never keep.
 */
export function fetchLocaleModulesAhead(locale: Locale, keys: readonly LocaleModuleKey[]): Promise<void> {
  return fetchAhead(() => Promise.all(keys.map((key) => importOf(locale, key).load())));
}

/** Loads every module of every language: the prerender renders any page in any language. */
export async function preloadEveryLocaleModule(): Promise<void> {
  await Promise.all(locales.map((locale) => preloadLocaleModules(locale, everyLocaleModule())));
}

/** A module already loaded, for code outside React that runs after a preload (the prerender's head tags). */
export function loadedLocaleModule<Key extends LocaleModuleKey>(
  locale: Locale,
  key: Key,
): LocaleModuleOf<Key> {
  const load = loadLocaleModule(locale, key);
  if (load.status !== 'fulfilled') throw new Error(`${locale}/${key} is not loaded yet: preload it first`);
  return load.value as LocaleModuleOf<Key>;
}

/** Where a prerendered page lists the modules it read (on its #root), for the start-up chain to preload. */
export const localeModulesAttribute = 'data-locale-modules';

/** The modules a prerendered page lists; anything else in the attribute is ignored. */
export function parseLocaleModules(text: string | null | undefined): LocaleModuleKey[] {
  const known = new Set<string>(everyLocaleModule());
  return (text ?? '').split(/\s+/).filter((key): key is LocaleModuleKey => known.has(key));
}

/** The modules the prerendered page in `root` (#root) lists: the words and content it read. */
export const listedLocaleModules = (root: Element): LocaleModuleKey[] =>
  parseLocaleModules(root.getAttribute(localeModulesAttribute));
