import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '../app/app';
import { localeInfo, type Locale } from '../config/locales';
import { createBrowserEmotionCache } from '../app/emotion-cache';
import { AppProviders } from '../app/providers';
import { LocaleProvider } from '../locale/locale-provider';
import { isPrerendered } from './entry/is-prerendered';
import { afterRegionsHydrate, keepPrerenderedRegions } from '../app/region-boundary';
import { markAppHydrated } from '../components/use-client-value';

/** Marks the document `data-hydrated` once every region is React's: the end-to-end tests wait for it. */
const whenHydrated = () =>
  new Promise<void>((resolve) => afterRegionsHydrate(resolve)).then(() => {
    markAppHydrated();
    document.documentElement.dataset.hydrated = '';
  });

/** Step 3: hydrates the prerendered page, or renders the dev server's empty one; settles once done. */
export function renderApp(container: HTMLElement, locale: Locale): Promise<void> {
  const prerendered = isPrerendered(container);
  const app = (
    <StrictMode>
      <AppProviders cache={createBrowserEmotionCache()} prerendered={prerendered}>
        <LocaleProvider locale={locale}>
          <BrowserRouter basename={localeInfo[locale].prefix || undefined}>
            <App />
          </BrowserRouter>
        </LocaleProvider>
      </AppProviders>
    </StrictMode>
  );

  if (!prerendered) {
    // The dev server's one page template: the language is the address's.
    document.documentElement.lang = localeInfo[locale].lang;
    createRoot(container).render(app);
    return whenHydrated();
  }
  keepPrerenderedRegions(container);
  const hydrated = whenHydrated();
  // As a transition, which React may split into short tasks, so a tap is not held up by one long one.
  startTransition(() => {
    hydrateRoot(container, app);
  });
  return hydrated;
}
