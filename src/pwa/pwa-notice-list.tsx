import { useEffect, useState } from 'react';
import { Button } from '@chakra-ui/react';
import { NoticeCard } from '../components/notice-card';
import { reloadIntoUpdate } from './service-worker-store';
import { startOfflineReadyNotice } from './offline-ready-notice';
import { useOnlineStatus } from './use-online-status';
import { useServiceWorker } from './use-service-worker';
import { useInstallPrompt } from './use-install-prompt';
import { useWords } from '../locale/use-words';

/**
 * The app's status notices: offline, a new version to reload into, and the browser's offer to
 * install the site (a notice, fixed like the others: it arrives whenever the browser decides, and
 * must not move the page). It starts the plain "ready to work offline" one too.
 */
export function PwaNoticeList() {
  const pwaWords = useWords('pwa');
  const online = useOnlineStatus();
  const { updateReady } = useServiceWorker();
  const { canInstall, install } = useInstallPrompt();
  // Hidden for this page: the browser offers it again on the next.
  const [installHidden, setInstallHidden] = useState(false);
  // On a phone the banner covers the foot of the screen: it can be hidden until the next time offline.
  const [offlineHidden, setOfflineHidden] = useState(false);
  if (online && offlineHidden) setOfflineHidden(false);

  useEffect(startOfflineReadyNotice, []);

  return (
    <>
      {updateReady && (
        <NoticeCard
          action={
            <Button size="sm" variant="subtle" onClick={() => void reloadIntoUpdate()}>
              {pwaWords.pwa.reload}
            </Button>
          }
        >
          {pwaWords.pwa.update}
        </NoticeCard>
      )}
      {canInstall && !installHidden && (
        <NoticeCard
          action={
            <Button size="sm" variant="solid" colorPalette="brand" onClick={() => void install()}>
              {pwaWords.pwa.install}
            </Button>
          }
          hide={{
            text: pwaWords.pwa.hide,
            label: pwaWords.pwa.hideInstallLabel,
            onHide: () => setInstallHidden(true),
          }}
        >
          {pwaWords.pwa.installOffer}
        </NoticeCard>
      )}
      {!online && !offlineHidden && (
        <NoticeCard
          hide={{
            text: pwaWords.pwa.hide,
            label: pwaWords.pwa.hideLabel,
            onHide: () => setOfflineHidden(true),
          }}
        >
          {pwaWords.pwa.offline}
        </NoticeCard>
      )}
    </>
  );
}
