/**
 * The reader's choice of language, owned here: an entry of the Cache API, which the pages, the
 * start page and the service worker all read and write (the worker must note a choice itself: it
 * serves the page a choice opens before any script of that page runs, and the reader may move on
 * first), and in a page also localStorage, written at once: a Cache API write finishes later, and
 * one still under way when the reader opens the next page was not there for it to read (or was
 * dropped with the page). Each holds the language and when it was chosen; the later one counts.
 * Its one use: the installed app opens (`/start`) in the language chosen last.
 */
import { defaultLocale, isLocale, localeInfo, localeOfPath, otherLocales, type Locale } from '../config/locales.ts';

/**
 * The cache, and the key in it (and in localStorage) the choice is kept under (the start page
 * reads them too), as "<language> <time chosen, ms>".
 */
export const languageChoiceCache = 'kilele-language-choice';
export const languageChoiceKey = '/language-choice';

interface Choice {
  locale: Locale;
  at: number;
}

/** A kept choice, read; one kept before choices had a time counts as the oldest. */
function choiceOf(kept: string | null | undefined): Choice | undefined {
  const [locale, at] = (kept ?? '').split(' ');
  return isLocale(locale) ? { locale, at: Number(at) || 0 } : undefined;
}

/** A page's localStorage; a worker has none (this module is the worker's too). */
const pageStorage = () =>
  (
    globalThis as {
      localStorage?: { getItem(key: string): string | null; setItem(key: string, value: string): void };
    }
  ).localStorage;

/** The page's own copy (a policy may refuse localStorage: then none). */
function pageChoice(): Choice | undefined {
  try {
    return choiceOf(pageStorage()?.getItem(languageChoiceKey));
  } catch {
    return undefined;
  }
}

/** The language the reader chose last on this device, if they ever chose one. */
export async function chosenLanguage(): Promise<Locale | undefined> {
  let cached: Choice | undefined;
  try {
    const kept = await caches.match(languageChoiceKey, { cacheName: languageChoiceCache });
    cached = choiceOf(await kept?.text());
  } catch {
    // No Cache API here (a private window, a policy): the page's copy, if any.
  }
  const page = pageChoice();
  return (cached && page ? (page.at > cached.at ? page : cached) : (cached ?? page))?.locale;
}

/** Remembers the language the reader chose (the language link, the offer, or closing the offer). */
export async function rememberLanguage(locale: Locale): Promise<void> {
  const kept = `${locale} ${String(Date.now())}`;
  try {
    // At once, before the next page can ask (see above).
    pageStorage()?.setItem(languageChoiceKey, kept);
  } catch {
    // Refused or full: the Cache API's copy below.
  }
  try {
    await (await caches.open(languageChoiceCache)).put(languageChoiceKey, new Response(kept));
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

/**
 * The language to offer on a page in `pageLocale`: on an English page, the other language this
 * browser reads first, to a reader who never chose one here (never a redirect).
 */
export async function languageToOffer(pageLocale: Locale): Promise<Locale | undefined> {
  if (pageLocale !== defaultLocale) return undefined;
  const first = (navigator.languages[0] ?? navigator.language).toLowerCase().split('-')[0];
  const preferred = otherLocales(pageLocale).find((locale) => localeInfo[locale].hreflang === first);
  return preferred && (await chosenLanguage()) === undefined ? preferred : undefined;
}
