import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '@chakra-ui/react';
import { NoticeCard } from '../components/notice-card';
import {
  getServerServiceWorkerState,
  getServiceWorkerState,
  reloadIntoUpdate,
  startServiceWorker,
  subscribeServiceWorker,
} from './service-worker-store';
import { startOfflineReadyNotice } from './offline-ready-notice';
import { startInstallNotice } from './install-notice';
import { useOnlineStatus } from './use-online-status';
import { useLocale } from '../locale/locale-provider';
import { useWords } from '../locale/use-words';

/** The app's notices (offline, a version to reload into), and the start of the plain ones. */
export function PwaNoticeList() {
  const pwaWords = useWords('pwa');
  const online = useOnlineStatus();
  const locale = useLocale();
  // The worker registers after hydration; its install and update state is followed from then.
  useEffect(() => void startServiceWorker(locale), [locale]);
  const { updateReady } = useSyncExternalStore(
    subscribeServiceWorker,
    getServiceWorkerState,
    getServerServiceWorkerState,
  );
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
