import { useState, type ReactNode } from 'react';
import { Box, Button, Text } from '@chakra-ui/react';
import { nextNoticeOrder } from './notice-order';

interface Props {
  children: ReactNode;
  action?: ReactNode;
  /** A button after the action that hides the notice: its text, and a name saying what it hides. */
  hide?: { text: string; label: string; onHide: () => void };
  /** The notice's language, where it is not the page's (an offer made in the language it offers). */
  lang?: string;
  /** A card the server renders hidden, for a script to fill and show (src/pwa/offline-ready-notice.ts). */
  hiddenId?: string;
  /** Names the card as a group, where a page may show several of its kind (one per booking). */
  label?: string;
}

/** One notice of the stack fixed at the foot of the screen (./shell/notice-stack.tsx). */
export function NoticeCard({ children, action, hide, lang, hiddenId, label }: Props) {
  // A hidden card takes its place when its script shows it.
  const [order] = useState(() => (hiddenId ? undefined : nextNoticeOrder()));
  return (
    <Box
      id={hiddenId}
      hidden={hiddenId !== undefined}
      lang={lang}
      role={label ? 'group' : undefined}
      aria-label={label}
      order={order}
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
      // Links in the card's own colours: the site's link colour is for light backgrounds.
      css={{ '& a': { color: 'inherit', textDecoration: 'underline' } }}
    >
      {/* Its actions go to a row of their own when a phone has no room beside it. */}
      <Text flex="1 1 14rem" textStyle="sm">
        {children}
      </Text>
      {action}
      {hide && (
        <Button size="sm" variant="subtle" aria-label={hide.label} onClick={hide.onHide}>
          {hide.text}
        </Button>
      )}
    </Box>
  );
}
