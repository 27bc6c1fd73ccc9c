import { Suspense, type ComponentType } from 'react';
import { useResolved } from './use-resolved';

/** A component whose code loads once this has mounted, outside the JavaScript a phone must run first. */
export function LoadedLater({ load }: { load: () => Promise<ComponentType> }) {
  const loaded = useResolved(() => load().then((Loaded) => <Loaded />), [load]);
  // Its own boundary: while its words load, only it waits, not what is around it.
  return loaded ? <Suspense fallback={null}>{loaded}</Suspense> : null;
}
