import { choiceOfVisit, type LanguageChoice } from '../config/language-choice.ts';
import { isLocale, type Locale } from '../config/locales.ts';
import type { WorkerMessage } from '../config/worker-messages.ts';

/**
 * Where the visitor's choice of language is kept on this device: localStorage, read at once by the
 * pages and by the installed app's start page (tools/start-page-plugin.ts). The service worker,
 * which cannot read it, is told at the moment of the choice and again by every page
 * (src/pwa/service-worker-store.ts); it also notes a choice itself as it serves the page, so a
 * reader who moves on before this page's script runs keeps it (src/sw/page-routes.ts).
 */
export const languageChoiceKey = 'kilele.language';
/** When it was chosen: the worker keeps whichever of its record and the page's is newer. */
const chosenAtKey = 'kilele.language.at';

/** Remembers the language the visitor chose (the language link, the offer, or closing the offer). */
export function rememberLanguage(locale: Locale): void {
  const chosen: LanguageChoice = { locale, at: Date.now() };
  try {
    localStorage.setItem(languageChoiceKey, locale);
    localStorage.setItem(chosenAtKey, String(chosen.at));
  } catch {
    // Storage blocked (private mode, policy): the choice holds for this visit's links only.
  }
  // Now, before the page the link leads to has loaded: the worker keeps the choice and starts
  // putting that language on the device, even if the reader moves on at once.
  const message: WorkerMessage = { type: 'READING', locale, chosen };
  if ('serviceWorker' in navigator) navigator.serviceWorker.controller?.postMessage(message);
}

/** The visitor's choice on this device, with its time (0 for one kept before times were). */
export function languageChoice(): LanguageChoice | undefined {
  try {
    const locale = localStorage.getItem(languageChoiceKey);
    const at = Number(localStorage.getItem(chosenAtKey) ?? 0);
    return isLocale(locale) ? { locale, at: Number.isFinite(at) ? at : 0 } : undefined;
  } catch {
    return undefined;
  }
}

/** The language the visitor chose on this device, if they ever chose one. */
export const chosenLanguage = (): Locale | undefined => languageChoice()?.locale;

/**
 * This page, if the visitor chose its language to open it (config/language-choice.ts says when).
 * Read from the page that was opened rather than the tap, so a tap made before the app started
 * counts too.
 */
export function noteLanguageChoice(referrer = document.referrer): void {
  const chosen = choiceOfVisit(new URL(window.location.href), referrer);
  if (chosen) rememberLanguage(chosen);
}
