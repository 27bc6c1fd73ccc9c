import { Suspense, useEffect, useState, type ComponentType } from 'react';

/** A component whose code loads once this has mounted, outside the JavaScript a phone must run first. */
export function LoadedLater({ load }: { load: () => Promise<ComponentType> }) {
  const [Loaded, setLoaded] = useState<ComponentType | null>(null);

  useEffect(() => {
    let cancelled = false;
    void load().then((component) => {
      if (!cancelled) setLoaded(() => component);
    });
    return () => {
      cancelled = true;
    };
  }, [load]);

  // Its own boundary: while its words load, only it waits, not what is around it.
  return Loaded ? (
    <Suspense fallback={null}>
      <Loaded />
    </Suspense>
  ) : null;
}
