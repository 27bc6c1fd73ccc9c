import { useEffect, useState, type ReactNode } from 'react';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { dismissOfflineReady, reloadIntoUpdate } from './service-worker-store';
import { useOnlineStatus } from './use-online-status';
import { useServiceWorker } from './use-service-worker';

// "Ready to work offline" is news, not a choice: it goes by itself after a while.
const offlineReadyNoticeMs = 8000;

/**
 * The app's status notices: offline, ready to work offline, and a new version to reload into.
 * Fixed to the bottom of the screen so that appearing never shifts the page. The live region is
 * in the prerendered page from the start, so screen readers announce what is added to it.
 */
export function PwaNotices() {
  const online = useOnlineStatus();
  const { offlineReady, updateReady } = useServiceWorker();
  // On a phone the banner covers the foot of the screen: it can be hidden until the next time offline.
  const [offlineHidden, setOfflineHidden] = useState(false);
  if (online && offlineHidden) setOfflineHidden(false);

  useEffect(() => {
    if (!offlineReady) return;
    const timer = window.setTimeout(dismissOfflineReady, offlineReadyNoticeMs);
    return () => window.clearTimeout(timer);
  }, [offlineReady]);

  return (
    <Stack
      role="status"
      position="fixed"
      insetX="3"
      bottom="3"
      zIndex="toast"
      gap="2"
      maxW="md"
      mx="auto"
      pointerEvents="none"
    >
      {!online && !offlineHidden && (
        <Notice
          action={
            <Button
              size="sm"
              variant="subtle"
              aria-label="Hide offline notice"
              onClick={() => setOfflineHidden(true)}
            >
              Hide
            </Button>
          }
        >
          You are offline. Pages you have visited work, and bookings are saved and sent when you are back
          online.
        </Notice>
      )}
      {offlineReady && online && <Notice>Ready to work offline</Notice>}
      {updateReady && (
        <Notice
          action={
            <Button size="sm" variant="subtle" onClick={() => void reloadIntoUpdate()}>
              Reload
            </Button>
          }
        >
          A new version is available
        </Notice>
      )}
    </Stack>
  );
}

function Notice({ children, action }: { children: string; action?: ReactNode }) {
  return (
    <Box
      display="flex"
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
      <Text flex="1" textStyle="sm">
        {children}
      </Text>
      {action}
    </Box>
  );
}
