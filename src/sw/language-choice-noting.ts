/**
 * The worker's own note of a language choice, taken from the request of the page the language
 * link opens: it holds though the reader moves on before that page's script runs (on a slow phone,
 * seconds), which the page's own note (lib/language-choice.ts) cannot promise.
 */
import { choiceOfVisit } from '../config/language-choice';
import { appStartPath } from '../config/paths';
import { navigationDenylist } from './page-routes';
import { rememberChosenLanguage } from './reader-language';

declare const self: ServiceWorkerGlobalScope;

/**
 * Notes the choice a page request carries (config/language-choice.ts): the language link is a plain
 * link, so this request is the first the site hears of the tap. Register it before any route, as a
 * route's respondWith() stops the fetch listeners added after it.
 */
export function registerLanguageChoiceNoting(): void {
  self.addEventListener('fetch', (event) => {
    const { request } = event;
    const url = new URL(request.url);
    // The app's start and the editor are no pages of a language: they never make a choice.
    const isPage =
      request.mode === 'navigate' &&
      url.origin === self.location.origin &&
      url.pathname !== appStartPath &&
      !navigationDenylist.some((pattern) => pattern.test(url.pathname));
    if (!isPage) return;
    const locale = choiceOfVisit(url, request.referrer);
    if (locale) event.waitUntil(rememberChosenLanguage({ locale, at: Date.now() }));
  });
}
