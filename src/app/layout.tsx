import { Box } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router-dom';
import { SiteFooter } from '../components/shell/site-footer';
import { SiteHeader } from '../components/shell/site-header';
import { SkipLink } from '../components/shell/skip-link';
import { OutboxStatus } from '../features/booking/outbox-status';
import { InstallAppButton } from '../pwa/install-app-button';
import { PwaNotices } from '../pwa/pwa-notices';
import { ErrorScreen } from './error-screen';
import { PageLoading } from './page-loading';
import { RegionBoundary } from './region-boundary';
import { useHydratedMarker } from './use-hydrated-marker';
import { useRouteFocus } from './use-route-focus';
import { useStartOutbox } from './use-start-outbox';

const mainId = 'main';

/**
 * The shell every page shares: skip link, header, the page, footer, and the app's notices, each a
 * region that fails on its own (region-boundary.tsx).
 */
export function Layout() {
  const { pathname } = useLocation();
  useRouteFocus(mainId);
  useHydratedMarker();
  useStartOutbox();

  return (
    <>
      <SkipLink targetId={mainId} />
      <RegionBoundary name="header">
        <SiteHeader actions={<InstallAppButton />} />
      </RegionBoundary>
      <RegionBoundary name="notices">
        <PwaNotices />
        <OutboxStatus />
      </RegionBoundary>
      <Box as="main" id={mainId} flex="1">
        {/* Keyed by path so one broken page does not leave the next one showing the error. */}
        <RegionBoundary key={pathname} name="main" loading={<PageLoading />} afterHydration={<ErrorScreen />}>
          <Outlet />
        </RegionBoundary>
      </Box>
      <RegionBoundary name="footer">
        <SiteFooter />
      </RegionBoundary>
    </>
  );
}
