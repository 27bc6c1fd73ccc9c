/**
 * The reader's choice of language, for the installed app to open (`/start`) in: kept in the Cache API,
 * which the worker shares, and in a page's localStorage too, written at once (a Cache API write still
 * under way when the next page opened was missed). Each holds when it was chosen; the later one counts.
 */
import {
  defaultLocale,
  isLocale,
  localeInfo,
  localeOfPath,
  otherLocales,
  type Locale,
} from '../config/locales.ts';

/** Where the choice is kept (the start page reads them too), as "<language> <time chosen, ms>". */
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

/** The language a visit chose: only the language link or the offer lead from a page in another language. */
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

/** Remembers a visit's choice: as the worker serves the page, and in its entry for a device with none yet. */
export async function noteLanguageChoice(page: URL, referrer: string): Promise<void> {
  const chosen = choiceOfVisit(page, referrer);
  if (chosen) await rememberLanguage(chosen);
}

/** The language to offer on an English page: the browser's first, to a reader who never chose one here. */
export async function languageToOffer(pageLocale: Locale): Promise<Locale | undefined> {
  if (pageLocale !== defaultLocale) return undefined;
  const first = (navigator.languages[0] ?? navigator.language).toLowerCase().split('-')[0];
  const preferred = otherLocales(pageLocale).find((locale) => localeInfo[locale].hreflang === first);
  return preferred && (await chosenLanguage()) === undefined ? preferred : undefined;
}
