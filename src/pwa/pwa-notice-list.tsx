import { useEffect, useState } from 'react';
import { Button } from '@chakra-ui/react';
import { NoticeCard } from '../components/notice-card';
import { reloadIntoUpdate } from './service-worker-store';
import { startOfflineReadyNotice } from './offline-ready-notice';
import { startInstallNotice } from './install-notice';
import { useOnlineStatus } from './use-online-status';
import { useServiceWorker } from './use-service-worker';
import { useWords } from '../locale/use-words';

/** The app's notices (offline, a version to reload into), and the start of the plain ones. */
export function PwaNoticeList() {
  const pwaWords = useWords('pwa');
  const online = useOnlineStatus();
  const { updateReady } = useServiceWorker();
  // On a phone the banner covers the foot of the screen: it can be hidden until the next time offline.
  const [offlineHidden, setOfflineHidden] = useState(false);
  if (online && offlineHidden) setOfflineHidden(false);

  useEffect(startOfflineReadyNotice, []);
  useEffect(startInstallNotice, []);

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
