import { useEffect, useRef } from 'react';
import { Box, Button, chakra, Flex } from '@chakra-ui/react';
import { whatsappShareHref } from '../lib/contact-links';
import { useWords } from '../locale/use-words';
import { PrerenderedPart } from './prerendered-part';
import { enhanceShareButtons, type ShareWords } from './share-buttons';

interface Props {
  /** What is shared: the page's title, a line about it, and its canonical address. */
  title: string;
  text: string;
  url: string;
}

/** Share a page: a WhatsApp link that works with no script, enhanced by plain DOM (./share-buttons.ts). */
export function ShareLink({ title, text, url }: Props) {
  const { share: words } = useWords('course-page');
  const block = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (block.current) enhanceShareButtons(block.current);
  }, []);
  const shared: ShareWords = {
    'data-share': url,
    'data-share-title': title,
    'data-share-text': text,
    'data-copied': words.copied,
    'data-copy-this': words.copyThis(url),
  };

  return (
    <Box ref={block} display="contents">
      <PrerenderedPart>
        <Flex gap="3" wrap="wrap" align="center" {...shared}>
          <Button hidden size="xl" variant="outline" bg="white">
            {words.share}
          </Button>
          <Button asChild size="xl" variant="outline" bg="white">
            <a href={whatsappShareHref(`${text} ${url}`)} target="_blank" rel="noopener noreferrer">
              {words.whatsapp}
            </a>
          </Button>
          {/* Its place kept until enhanced (hidden, so neither seen nor focused): the page below
              does not move when it appears. */}
          <Button size="xl" variant="outline" bg="white" visibility="hidden">
            {words.copy}
          </Button>
          <chakra.span role="status" fontWeight="medium" />
        </Flex>
      </PrerenderedPart>
    </Box>
  );
}
