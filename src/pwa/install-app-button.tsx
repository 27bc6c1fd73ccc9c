import { Button } from '@chakra-ui/react';
import { useInstallPrompt } from './use-install-prompt';
import { useWords } from '../locale/use-words';

/** "Install app", shown only while the browser offers to install the site. */
export function InstallAppButton() {
  const pwaStrings = useWords('pwa');
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <Button size="sm" variant="outline" colorPalette="brand" onClick={() => void install()}>
      {pwaStrings.pwa.install}
    </Button>
  );
}
