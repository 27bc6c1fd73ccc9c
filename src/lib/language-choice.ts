/**
 * The reader's choice of language, owned here and kept in one place: an entry of the Cache API,
 * which the pages, the start page and the service worker all read and write (localStorage is out
 * of a worker's reach, and the worker must note a choice itself: it serves the page a choice
 * opens before any script of that page runs, and the reader may move on first). Its one use: the
 * installed app opens (`/start`) in the language chosen last.
 */
import { isLocale, localeOfPath, type Locale } from '../config/locales.ts';

/** The cache, and the key in it, the choice is kept under (the start page reads them too). */
export const languageChoiceCache = 'kilele-language-choice';
export const languageChoiceKey = '/language-choice';

/** The language the reader chose last on this device, if they ever chose one. */
export async function chosenLanguage(): Promise<Locale | undefined> {
  try {
    const kept = await caches.match(languageChoiceKey, { cacheName: languageChoiceCache });
    const locale = await kept?.text();
    return isLocale(locale) ? locale : undefined;
  } catch {
    // No Cache API here (a private window, a policy): as if never chosen.
    return undefined;
  }
}

/** Remembers the language the reader chose (the language link, the offer, or closing the offer). */
export async function rememberLanguage(locale: Locale): Promise<void> {
  try {
    await (await caches.open(languageChoiceCache)).put(languageChoiceKey, new Response(locale));
  } catch {
    // As above: the choice holds for this visit's links only.
  }
}

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

/**
 * Remembers the choice a visit made, if it made one. The worker calls it as it serves the page
 * (src/sw/page-routes.ts), and that page's entry script again, for a device with no worker yet.
 */
export async function noteLanguageChoice(page: URL, referrer: string): Promise<void> {
  const chosen = choiceOfVisit(page, referrer);
  if (chosen) await rememberLanguage(chosen);
}
