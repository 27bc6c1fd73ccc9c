import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { hashTarget } from '../lib/hash-target';
import { revealElement } from '../lib/reveal-element';

/**
 * Brings the URL's #section into view once this page has rendered. Following a link to a
 * section of another page renders that page only after its chunk has loaded, which is after
 * the layout's route-focus effect has looked for the target and found nothing.
 */
export function useScrollToHash() {
  const { hash } = useLocation();

  useEffect(() => {
    if (!hash) return;
    const target = hashTarget(hash);
    if (target) revealElement(target);
  }, [hash]);
}
