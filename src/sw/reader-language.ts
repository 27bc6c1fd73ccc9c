/**
 * The language the reader chose last (the language link or the offer), kept by the worker in
 * IndexedDB: pages keep the choice in localStorage, which a worker cannot read, and tell it on
 * every load (src/pwa/service-worker-store.ts). The worker also notes a choice itself as it
 * serves the page the choice opens (./page-routes.ts). The installed app opens in it (`/start`).
 */
import { createStore, get, update, type UseStore } from 'idb-keyval';
import { choiceOfVisit, isLanguageChoice, newerChoice, type LanguageChoice } from '../config/language-choice';
import { isLocale, type Locale } from '../config/locales';

const key = 'chosen-language';
let store: UseStore | undefined;
const settings = () => (store ??= createStore('kilele-reader', 'settings'));

/** The record as kept; a worker before choices had times kept the language alone. */
function keptChoice(value: unknown): LanguageChoice | undefined {
  if (isLanguageChoice(value)) return value;
  return isLocale(value) ? { locale: value, at: 0 } : undefined;
}

/** The reader's last choice, if they ever made one. */
export async function chosenLanguage(): Promise<Locale | undefined> {
  try {
    return keptChoice(await get(key, settings()))?.locale;
  } catch {
    // No IndexedDB (a private window, a policy): the worker falls back to the page's language.
    return undefined;
  }
}

/** Keeps `heard` unless the record already holds a newer choice (read and written in one transaction). */
export async function rememberChosenLanguage(heard: LanguageChoice): Promise<void> {
  try {
    await update(key, (kept: unknown) => newerChoice(keptChoice(kept), heard), settings());
  } catch {
    // As above: the choice still holds in the page's own storage.
  }
}

/**
 * Notes the choice a page's request carries (config/language-choice.ts), as that page is served:
 * the language link is a plain link, so the worker hears of the tap before any script of the page
 * runs, and the choice holds though the reader moves on first (on a slow phone, seconds).
 */
export function noteChoiceOfVisit(request: Request, url: URL): Promise<void> {
  const locale = choiceOfVisit(url, request.referrer);
  return locale ? rememberChosenLanguage({ locale, at: Date.now() }) : Promise.resolve();
}
