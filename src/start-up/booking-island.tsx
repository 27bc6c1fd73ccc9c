import { StrictMode, startTransition, useEffect } from 'react';
import { importWithRetry } from '../chunks/import-with-retry';
import { adoptIsland } from '../components/island';
import { localeOfPath } from '../config/locales';
import { BookingSection } from '../features/booking/booking-section';
import { listedLocaleModules, preloadLocaleModules } from '../locale/locale-modules';
import { LocaleProvider } from '../locale/locale-provider';

function Hydrated({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

/**
 * The booking form on the booking page's first load: React alone hydrates it, on a root of its
 * own, with none of the app (its style system, router and shell), which start only when something
 * else needs them (./start-on-demand.ts). Settles once the form is React's.
 */
export async function hydrateBookingIsland(container: HTMLElement, island: HTMLElement): Promise<void> {
  const locale = localeOfPath(window.location.pathname);
  const [{ hydrateRoot }] = await Promise.all([
    // React's DOM renderer, the largest module, the app's too: a chunk and a task of its own.
    importWithRetry(() => import('./dom-renderer')),
    // The words and content the page read, in before hydration so that it never suspends.
    preloadLocaleModules(locale, listedLocaleModules(container)),
  ]);
  await new Promise<void>((resolve) => {
    // As a transition, which React may split into short tasks, as the app's hydration is.
    startTransition(() => {
      const root = hydrateRoot(
        island,
        <StrictMode>
          <LocaleProvider locale={locale}>
            <BookingSection />
            <Hydrated then={resolve} />
          </LocaleProvider>
        </StrictMode>,
      );
      adoptIsland(root);
    });
  });
}
