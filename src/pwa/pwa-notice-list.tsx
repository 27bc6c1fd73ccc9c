import { useEffect, useState } from 'react';
import { Button } from '@chakra-ui/react';
import { NoticeCard } from '../components/notice-card';
import { dismissOfflineReady, reloadIntoUpdate } from './service-worker-store';
import { useOnlineStatus } from './use-online-status';
import { useServiceWorker } from './use-service-worker';
import { useInstallPrompt } from './use-install-prompt';
import { useWords } from '../locale/use-words';
import { useLocale } from '../locale/locale-provider';
import { localeInfo } from '../config/locales';
import { formatBytes, readOfflineSizes } from '../lib/offline-sizes';

// "Ready to work offline" is news, not a choice: it goes by itself after a while.
const offlineReadyNoticeMs = 8000;

/**
 * What the first install put on the device, as the build measured it (src/lib/offline-sizes.ts):
 * what every language shares and this page's language, written in it. Undefined while it is read,
 * null when it cannot be (the notice then says it without a size).
 */
function useSavedSize(offlineReady: boolean): string | null | undefined {
  const locale = useLocale();
  const [size, setSize] = useState<string | null>();
  useEffect(() => {
    if (!offlineReady) return;
    let cancelled = false;
    void readOfflineSizes().then((sizes) => {
      const language = sizes?.languages[locale];
      if (cancelled) return;
      setSize(
        sizes && language !== undefined
          ? formatBytes(sizes.shared + language, localeInfo[locale].lang)
          : null,
      );
    });
    return () => {
      cancelled = true;
    };
  }, [offlineReady, locale]);
  return size;
}

/**
 * The app's status notices: offline, ready to work offline, a new version to reload into, and the
 * browser's offer to install the site (a notice, fixed like the others: it arrives whenever the
 * browser decides, and must not move the page).
 */
export function PwaNoticeList() {
  const pwaWords = useWords('pwa');
  const online = useOnlineStatus();
  const { offlineReady, updateReady } = useServiceWorker();
  const { canInstall, install } = useInstallPrompt();
  // Hidden for this page: the browser offers it again on the next.
  const [installHidden, setInstallHidden] = useState(false);
  // On a phone the banner covers the foot of the screen: it can be hidden until the next time offline.
  const [offlineHidden, setOfflineHidden] = useState(false);
  if (online && offlineHidden) setOfflineHidden(false);

  const savedSize = useSavedSize(offlineReady);

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
