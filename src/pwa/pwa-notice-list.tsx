import { useEffect, useState } from 'react';
import { Button } from '@chakra-ui/react';
import { NoticeCard } from '../components/notice-card';
import { dismissOfflineReady, reloadIntoUpdate } from './service-worker-store';
import { useOnlineStatus } from './use-online-status';
import { useServiceWorker } from './use-service-worker';
import { useInstallPrompt } from './use-install-prompt';
import { useWords } from '../locale/use-words';
import { useLocale } from '../locale/locale-provider';
import { useOfflineSize } from '../components/use-offline-size';

// "Ready to work offline" is news, not a choice: it goes by itself after a while.
const offlineReadyNoticeMs = 8000;

/**
 * The app's status notices: offline, ready to work offline, a new version to reload into, and the
 * browser's offer to install the site (a notice, fixed like the others: it arrives whenever the
 * browser decides, and must not move the page).
 */
export function PwaNoticeList() {
  const pwaWords = useWords('pwa');
  const locale = useLocale();
  const online = useOnlineStatus();
  const { offlineReady, updateReady } = useServiceWorker();
  const { canInstall, install } = useInstallPrompt();
  // Hidden for this page: the browser offers it again on the next.
  const [installHidden, setInstallHidden] = useState(false);
  // On a phone the banner covers the foot of the screen: it can be hidden until the next time offline.
  const [offlineHidden, setOfflineHidden] = useState(false);
  if (online && offlineHidden) setOfflineHidden(false);

  // What the first install put on the device: what every language shares and this page's language.
  const savedSize = useOfflineSize(offlineReady ? locale : undefined, true);

  useEffect(() => {
    if (!offlineReady) return;
    const timer = window.setTimeout(dismissOfflineReady, offlineReadyNoticeMs);
    return () => window.clearTimeout(timer);
  }, [offlineReady]);

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
      {/* Shown once its size is read, so the notice never grows a line under the reader's eyes. */}
      {offlineReady && online && savedSize !== undefined && (
        <NoticeCard>
          {savedSize ? pwaWords.pwa.offlineReadySaved(savedSize) : pwaWords.pwa.offlineReady}
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
