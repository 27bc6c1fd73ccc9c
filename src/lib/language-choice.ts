import { isLocale, localeOfPath, type Locale } from '../config/locales.ts';
import type { WorkerMessage } from '../config/worker-messages.ts';

/**
 * Where the visitor's choice of language is kept on this device: localStorage, read at once by the
 * pages and by the installed app's start page (tools/start-page-plugin.ts). The service worker,
 * which cannot read it, is told at the moment of the choice and again by every page
 * (src/pwa/service-worker-store.ts).
 */
export const languageChoiceKey = 'kilele.language';

/** Remembers the language the visitor chose (the language link, the offer, or closing the offer). */
export function rememberLanguage(locale: Locale): void {
  try {
    localStorage.setItem(languageChoiceKey, locale);
  } catch {
    // Storage blocked (private mode, policy): the choice holds for this visit's links only.
  }
  // Now, before the page the link leads to has loaded: the worker keeps the choice and starts
  // putting that language on the device, even if the reader moves on at once.
  const message: WorkerMessage = { type: 'READING', locale, chosen: locale };
  navigator.serviceWorker?.controller?.postMessage(message);
}

/** The language the visitor chose on this device, if they ever chose one. */
export function chosenLanguage(): Locale | undefined {
  try {
    const value = localStorage.getItem(languageChoiceKey);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A page opened from a page of the site in another language: the visitor followed the language
 * link or the offer (no other link crosses languages), so this page's language is their choice. A
 * shared link or a search result comes from elsewhere, and is not. Read from the page that was
 * opened rather than the tap, so a tap made before the app started counts too.
 */
export function noteLanguageChoice(here: Locale, referrer = document.referrer): void {
  let from: URL;
  try {
    from = new URL(referrer);
  } catch {
    return;
  }
  if (from.origin === window.location.origin && localeOfPath(from.pathname) !== here) rememberLanguage(here);
}
