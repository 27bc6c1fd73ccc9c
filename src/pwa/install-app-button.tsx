import { Button } from '@chakra-ui/react';
import { useInstallPrompt } from './use-install-prompt';
import { useWords } from '../locale/use-words';

/** "Install app", shown only while the browser offers to install the site. */
export function InstallAppButton() {
  const { canInstall, install } = useInstallPrompt();
  return canInstall ? <InstallButton install={install} /> : null;
}

/** Its own component: its words load only when the browser offers installation. */
function InstallButton({ install }: { install: () => Promise<void> }) {
  const pwaWords = useWords('pwa');
  return (
    <Button size="sm" variant="outline" colorPalette="brand" onClick={() => void install()}>
      {pwaWords.pwa.install}
    </Button>
  );
}
