import type { ReactNode } from 'react';

/**
 * A phrase of the interface around a piece of content, `{}` marking the content's place (each
 * language puts it where its grammar wants it). The content stays an element of its own, so a
 * course title still in English keeps its `lang` inside a Kiswahili sentence.
 */
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
