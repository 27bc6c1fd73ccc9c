import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { hashTarget } from '../lib/hash-target';
import { revealElement } from '../lib/reveal-element';

/** Brings the URL's #section into view once this page has rendered, after route focus looked for it. */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    const target = hashTarget(hash);
    if (target) revealElement(target);
  }, [hash]);
}
