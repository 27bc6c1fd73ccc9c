import { isLocale, type Locale } from '../config/locales';

/** Where the visitor's choice of language is kept on this device. */
const storageKey = 'kilele.language';

/** Remembers the language the visitor chose (the language link, or the offer to read it in Kiswahili). */
export function rememberLanguage(locale: Locale): void {
  try {
    localStorage.setItem(storageKey, locale);
  } catch {
    // Storage blocked (private mode, policy): the choice holds for this visit's links only.
  }
}

/** The language the visitor chose on this device, if they ever chose one. */
export function chosenLanguage(): Locale | undefined {
  try {
    const value = localStorage.getItem(storageKey);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
