/**
 * The reader's choice of language, as the pages (localStorage) and the worker (IndexedDB) both
 * keep it: each may hear of a choice the other missed, so each record carries its time and the
 * newer one wins.
 */
import { isLocale, localeOfPath, type Locale } from './locales.ts';

export interface LanguageChoice {
  locale: Locale;
  /** When it was made, in milliseconds since 1970 (one device, one clock). */
  at: number;
}

export function isLanguageChoice(value: unknown): value is LanguageChoice {
  if (typeof value !== 'object' || value === null) return false;
  const choice = value as Record<string, unknown>;
  return isLocale(choice.locale) && typeof choice.at === 'number' && Number.isFinite(choice.at);
}

/** The later of two records: a choice heard late (a page that tells the worker again) never undoes a newer one. */
export const newerChoice = (kept: LanguageChoice | undefined, heard: LanguageChoice): LanguageChoice =>
  kept && kept.at > heard.at ? kept : heard;

/**
 * The language a visit chose, if it is a choice: a page opened from a page of the site in another
 * language was reached by the language link or the offer (no other link crosses languages). A
 * shared link or a search result comes from elsewhere, and is not one.
 */
export function choiceOfVisit(page: URL, referrer: string): Locale | undefined {
  let from: URL;
  try {
    from = new URL(referrer);
  } catch {
    return undefined;
  }
  const here = localeOfPath(page.pathname);
  return from.origin === page.origin && localeOfPath(from.pathname) !== here ? here : undefined;
}
