import { useEffect, useRef } from 'react';
import { Box, Button, chakra, Flex } from '@chakra-ui/react';
import { whatsappShareHref } from '../lib/contact-links';
import { useWords } from '../locale/use-words';
import { PrerenderedPart } from './prerendered-part';
import { enhanceShareButtons } from './share-buttons';

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
  // One attribute each: as JSON in one, quoted as entities, they cost 25 bytes more gzip.
  const shared = {
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
          {/* Hidden until enhanced (neither seen nor focused), its place kept: nothing moves then. */}
          <Button size="xl" variant="outline" bg="white" visibility="hidden">
            {words.copy}
          </Button>
          <chakra.span role="status" fontWeight="medium" />
        </Flex>
      </PrerenderedPart>
    </Box>
  );
}
