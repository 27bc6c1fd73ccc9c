import { useEffect, useState, type DependencyList } from 'react';

/** What `load` resolves to, undefined until then (or with no `load`); an answer for older `inputs` is dropped. */
export function useResolved<T>(load: (() => Promise<T>) | undefined, inputs: DependencyList): T | undefined {
  const [value, setValue] = useState<T>();
  useEffect(() => {
    let cancelled = false;
    void load?.().then((result) => {
      if (!cancelled) setValue(() => result);
    });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `inputs` are what `load` reads
  }, inputs);
  return value;
}
