import { lazy, Suspense, useEffect } from 'react';
import { Box, Center, chakra, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router-dom';
import { SiteFooter } from '../components/shell/site-footer';
import { SiteHeader } from '../components/shell/site-header';
import { LanguageOffer } from '../components/shell/language-offer';
import { NoticeStack } from '../components/shell/notice-stack';
import { NoticeCard } from '../components/notice-card';
import { focusRing } from '../components/focus-ring';
import { installCardId, offlineReadyCardId } from '../pwa/plain-notice-ids';
import { SkipLink } from '../components/shell/skip-link';
import { PrerenderedPart } from '../components/prerendered-part';
import { useContent } from '../locale/use-content';
import { useWords } from '../locale/use-words';
import { LoadedLater } from '../components/loaded-later';
import { RegionBoundary } from './region-boundary';
import { useRouteFocus } from './use-route-focus';
import { useDocumentMeta } from './use-document-meta';
import { importWithRetry } from '../chunks/import-with-retry';
import { loadOutbox } from '../features/booking/load-outbox';

const mainId = 'main';

// The install offer's Install and Hide: styled by hand, as Chakra's Button recipe put 4.8 KB of CSS
// into every page (2.3 KB gzip a reader offline), most of it for states these never have.
const plainButton = {
  type: 'button',
  h: '9',
  px: '3.5',
  rounded: 'l2',
  textStyle: 'sm',
  fontWeight: 'medium',
  cursor: 'pointer',
  _focusVisible: focusRing,
} as const;

// Loaded only when a page fails after hydration: it is not part of what every page downloads to
// start (the home page's JavaScript budget, tests/build/budgets.test.ts).
const ErrorScreen = lazy(() => importWithRetry(() => import('./error-screen'), { leaf: true }));

// The app's status notices (and the online check and worker state they follow), and the booking
// outbox's (waiting, refused, sent late): none is needed before the page works.
const loadPwaNotices = () =>
  importWithRetry(() => import('../pwa/pwa-notice-list')).then(({ PwaNoticeList }) => PwaNoticeList);
const loadOutboxNotices = () =>
  importWithRetry(() => import('../features/booking/outbox-notice-list')).then(
    ({ OutboxNoticeList }) => OutboxNoticeList,
  );

/** Shown only while a page's chunk downloads on a first in-app visit (never offline: it is precached). */
function PageLoading() {
  const pwaWords = useWords('pwa');
  return (
    <Center minH="50vh" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.solid" aria-hidden="true" />
      <VisuallyHidden>{pwaWords.pwa.loading}</VisuallyHidden>
    </Center>
  );
}

/** The shell every page shares; each live part a region that fails on its own. */
export function Layout() {
  const { pathname } = useLocation();
  const site = useContent('site');
  useRouteFocus(mainId);
  useDocumentMeta();
  // The booking outbox, after hydration on every page.
  useEffect(() => {
    loadOutbox().then(
      ({ startOutbox }) => startOutbox(),
      // Every retry failed: waiting bookings stay stored, for the next page load or the worker.
      (error: unknown) => console.error('Error sending email: the booking outbox could not load', error),
    );
  }, []);

  return (
    <>
      <SkipLink targetId={mainId} />
      <RegionBoundary name="header">
        <SiteHeader site={site} />
      </RegionBoundary>
      <RegionBoundary name="notices">
        <NoticeStack>
          {/* Filled, wired and shown without the app (src/pwa/offline-ready-notice.ts,
              src/pwa/install-notice.ts): kept as the server rendered them. */}
          <PrerenderedPart>
            <NoticeCard hiddenId={offlineReadyCardId}>{null}</NoticeCard>
            <NoticeCard
              hiddenId={installCardId}
              action={
                <>
                  <chakra.button {...plainButton} bg="brand.solid" color="brand.contrast" />
                  <chakra.button {...plainButton} bg="gray.700" color="white" />
                </>
              }
            >
              {null}
            </NoticeCard>
          </PrerenderedPart>
          <LoadedLater load={loadPwaNotices} />
          <LanguageOffer />
          <LoadedLater load={loadOutboxNotices} />
        </NoticeStack>
      </RegionBoundary>
      <Box as="main" id={mainId} flex="1">
        {/* Keyed by path so one broken page does not leave the next one showing the error. */}
        <RegionBoundary
          key={pathname}
          name="main"
          loading={<PageLoading />}
          afterHydration={
            <Suspense fallback={<PageLoading />}>
              <ErrorScreen />
            </Suspense>
          }
        >
          <Outlet />
        </RegionBoundary>
      </Box>
      {/* Kept as the server rendered it, for the page's life: nothing in it changes. */}
      <PrerenderedPart>
        <SiteFooter site={site} />
      </PrerenderedPart>
    </>
  );
}
