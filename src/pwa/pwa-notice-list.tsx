import { useEffect, useState, type ReactNode } from 'react';
import { Box, Button, Text } from '@chakra-ui/react';
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

  // The stack grows up from the foot of the screen, so a notice added above the others moves none
  // of them: the ones that come later (an update, the browser's offer) go first, offline last.
  return (
    <>
      {updateReady && (
        <Notice
          action={
            <Button size="sm" variant="subtle" onClick={() => void reloadIntoUpdate()}>
              {pwaWords.pwa.reload}
            </Button>
          }
        >
          {pwaWords.pwa.update}
        </Notice>
      )}
      {canInstall && !installHidden && (
        <Notice
          action={
            <Button size="sm" variant="solid" colorPalette="brand" onClick={() => void install()}>
              {pwaWords.pwa.install}
            </Button>
          }
          hide={{ label: pwaWords.pwa.hideInstallLabel, onHide: () => setInstallHidden(true) }}
        >
          {pwaWords.pwa.installOffer}
        </Notice>
      )}
      {/* Shown once its size is read, so the notice never grows a line under the reader's eyes. */}
      {offlineReady && online && savedSize !== undefined && (
        <Notice>{savedSize ? pwaWords.pwa.offlineReadySaved(savedSize) : pwaWords.pwa.offlineReady}</Notice>
      )}
      {!online && !offlineHidden && (
        <Notice hide={{ label: pwaWords.pwa.hideLabel, onHide: () => setOfflineHidden(true) }}>
          {pwaWords.pwa.offline}
        </Notice>
      )}
    </>
  );
}

interface NoticeProps {
  children: string;
  action?: ReactNode;
  /** A Hide button after the action, named for what it hides. */
  hide?: { label: string; onHide: () => void };
}

function Notice({ children, action, hide }: NoticeProps) {
  const pwaWords = useWords('pwa');
  return (
    <Box
      display="flex"
      flexWrap="wrap"
      alignItems="center"
      gap="3"
      px="4"
      py="3"
      bg="gray.900"
      color="white"
      rounded="md"
      shadow="lg"
      pointerEvents="auto"
    >
      {/* Its actions go to a row of their own when a phone has no room beside it. */}
      <Text flex="1 1 14rem" textStyle="sm">
        {children}
      </Text>
      {action}
      {hide && (
        <Button size="sm" variant="subtle" aria-label={hide.label} onClick={hide.onHide}>
          {pwaWords.pwa.hide}
        </Button>
      )}
    </Box>
  );
}
