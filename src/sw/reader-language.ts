/**
 * The language the reader chose last (the language link or the offer), kept by the worker in
 * IndexedDB: pages keep the choice in localStorage, which a worker cannot read, and tell it on
 * every load (src/pwa/service-worker-store.ts). The installed app opens in it (`/start`).
 */
import { createStore, get, set, type UseStore } from 'idb-keyval';
import { isLocale, type Locale } from '../config/locales';

const key = 'chosen-language';
let store: UseStore | undefined;
const settings = () => (store ??= createStore('kilele-reader', 'settings'));

/** The reader's last choice, if they ever made one. */
export async function chosenLanguage(): Promise<Locale | undefined> {
  try {
    const value: unknown = await get(key, settings());
    return isLocale(value) ? value : undefined;
  } catch {
    // No IndexedDB (a private window, a policy): the worker falls back to the page's language.
    return undefined;
  }
}

export async function rememberChosenLanguage(locale: Locale): Promise<void> {
  try {
    await set(key, locale, settings());
  } catch {
    // As above: the choice still holds in the page's own storage.
  }
}
