import type { ReactNode } from 'react';

/** A phrase around a piece of content at its `{}`; the content stays an element (and keeps its `lang`). */
export function WordsWith({ words, children }: { words: string; children: ReactNode }) {
  const [before = '', after = ''] = words.split('{}');
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}
