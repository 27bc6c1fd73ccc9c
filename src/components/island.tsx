import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { islandAttribute, islandOf } from '../lib/app-on-demand';

// The page's island while React runs it on a root of its own (src/start-up/booking-island.tsx).
let running: Root | undefined;

/** Hands the page's island its own root: until the page is left, its part of the page is the island's. */
export function adoptIsland(root: Root): void {
  running = root;
}

/**
 * A live part of a page that React alone hydrates on a first load, on its own root. The app, hydrating
 * the page later, leaves its markup to it (as `dangerouslySetInnerHTML`) and stops it once the page is left.
 */
export function Island({ children }: { children: ReactNode }) {
  // Read once, as the app hydrates: later renders keep the same markup, which React then leaves alone.
  const [markup] = useState(() => (running ? islandOf(document)?.innerHTML : undefined));
  const element = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = running;
    const node = element.current;
    if (markup === undefined || !root) return;
    return () => {
      // Once this commit is done, and only if the part has left the page (not StrictMode's rehearsal).
      setTimeout(() => {
        if (node?.isConnected) return;
        running = undefined;
        root.unmount();
      });
    };
  }, [markup]);

  // No box of its own: the global CSS's (src/theme/system-config.ts).
  const attrs = { [islandAttribute]: '', ref: element };
  return markup === undefined ? (
    <div {...attrs}>{children}</div>
  ) : (
    <div {...attrs} dangerouslySetInnerHTML={{ __html: markup }} />
  );
}
