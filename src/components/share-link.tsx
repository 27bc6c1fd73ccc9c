import { useState } from 'react';
import { Button, chakra, Flex } from '@chakra-ui/react';
import { whatsappShareHref } from '../lib/contact-links';
import { useClientValue, useHydrated } from './use-client-value';
import { useWords } from '../locale/use-words';

interface Props {
  /** What is shared: the page's title, a line about it, and its canonical address. */
  title: string;
  text: string;
  url: string;
}

const canShareNatively = () => typeof navigator.share === 'function';

/**
 * Share a page: the phone's own share sheet (Web Share API) where the browser has one; elsewhere a
 * WhatsApp share link and a Copy link button. The WhatsApp link is a plain link in the HTML, so it
 * works before hydration and with JavaScript off; the buttons appear once they can work.
 */
export function ShareLink({ title, text, url }: Props) {
  const coursePageWords = useWords('course-page');
  const hydrated = useHydrated();
  const native = useClientValue(canShareNatively, false);
  const [status, setStatus] = useState('');

  async function share() {
    try {
      await navigator.share({ title, text, url });
    } catch {
      // The visitor closed the share sheet, or the browser refused: nothing to report.
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(coursePageWords.share.copied);
    } catch {
      setStatus(coursePageWords.share.copyThis(url));
    }
  }

  return (
    <Flex gap="3" wrap="wrap" align="center">
      {native ? (
        <Button onClick={() => void share()} size="xl" variant="outline" bg="white">
          {coursePageWords.share.share}
        </Button>
      ) : (
        <>
          <Button asChild size="xl" variant="outline" bg="white">
            <a href={whatsappShareHref(`${text} ${url}`)} target="_blank" rel="noopener noreferrer">
              {coursePageWords.share.whatsapp}
            </a>
          </Button>
          {/* Its place kept before hydration (hidden, so neither seen nor focused): the page below
              does not move when it appears. */}
          <Button
            onClick={() => void copy()}
            size="xl"
            variant="outline"
            bg="white"
            visibility={hydrated ? undefined : 'hidden'}
          >
            {coursePageWords.share.copy}
          </Button>
        </>
      )}
      <chakra.span role="status" fontWeight="medium">
        {status}
      </chakra.span>
    </Flex>
  );
}
