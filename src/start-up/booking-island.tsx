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

/** The booking form on a first load: hydrated by React alone, on its own root. Settles once it is React's. */
export async function hydrateBookingIsland(container: HTMLElement, island: HTMLElement): Promise<void> {
  const locale = localeOfPath(window.location.pathname);
  const [{ hydrateRoot }] = await Promise.all([
    // The largest module, the app's too: a chunk and a task of its own.
    importWithRetry(() => import('./dom-renderer')),
    // In before hydration, so that it never suspends.
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
