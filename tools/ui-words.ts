import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { locales, type Locale } from '../src/config/locales.ts';
import type { Catalogues } from '../src/i18n/catalogues.ts';
import type { LanguageWords } from '../src/i18n/en/language.ts';
import type * as EveryCatalogue from '../src/i18n/every-catalogue.ts';

/** A language's catalogues, and its words about itself. */
export type LanguageCatalogues = Catalogues & { language: LanguageWords };

// Loaded through Vite's module runner: Node alone reads neither TypeScript nor the pages' import.meta.glob.
const { module } = await runnerImport<typeof EveryCatalogue>(
  // From a path, not a URL object: a jsdom test's global URL is not Node's.
  resolve(dirname(fileURLToPath(import.meta.url)), '../src/i18n/every-catalogue.ts'),
  { configFile: false, logLevel: 'silent' },
);

function languageCatalogues(locale: Locale): LanguageCatalogues {
  const found = module.everyCatalogue[locale] ?? {};
  const english = module.everyCatalogue.en ?? {};
  const missing = Object.keys(english).filter((name) => !(name in found));
  if (missing.length > 0)
    throw new Error(
      `src/i18n/${locale}/ has no ${missing.join(', ')}: copy them from another language's folder`,
    );
  // Each checked by its type where it is written (every language keeps English's): present is enough here.
  return found as unknown as LanguageCatalogues;
}

/** Every catalogue of the site's words in every language, for the build's own files and the tests. */
export const uiWords = Object.fromEntries(
  locales.map((locale) => [locale, languageCatalogues(locale)]),
) as Record<Locale, LanguageCatalogues>;
