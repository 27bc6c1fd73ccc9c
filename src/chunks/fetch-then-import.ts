/**
 * Vite's preload helper, replaced (tools/fetch-then-import-plugin.ts): every `import()` in the app
 * passes through here with the chunk it loads and every chunk that one imports statically, as the
 * build found them. All are fetched first, into the HTTP cache, and `import()` runs only once every
 * one has arrived, so the module loader finds them there. A failed request fails this attempt
 * before the module loader has met it: browsers before whatwg/html#10327 keep a failed module fetch
 * for the page's life, and an `import()` tried again would fail at once (docs/architecture.md).
 */

/** A chunk file that could not be fetched on this attempt; no `import()` was made. */
export class ChunkFetchError extends Error {}

/** Fetches one URL; settles once the whole response is in (a failed request or status rejects). */
export type FetchFile = (url: string) => Promise<void>;

/**
 * Read to the end: the import must find the whole file in the HTTP cache, not a cut-off one. As a
 * Blob, which Chromium keeps out of the page's script heap: read as an ArrayBuffer, the booking
 * page's 20-odd chunks cost about 80 ms more main-thread work on the phone profile.
 */
const fetchWhole: FetchFile = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  await response.blob();
};

/** Set only while fetchAhead calls an `import()`: the helper reads it as that call begins. */
let onlyFetching = false;

/**
 * Fetches every file the `import()` in `load` needs, at once, and evaluates none of them: a chain
 * that evaluates its chunks a task at a time (src/start-up/start-app.ts) then never waits on the
 * network between two steps. A failed fetch is forgotten, for the chain's own import to ask again.
 * Without this helper (the dev server) `load` simply imports.
 */
export function fetchAhead(load: () => Promise<unknown>): Promise<void> {
  onlyFetching = true;
  try {
    return load().then(
      () => undefined,
      () => undefined,
    );
  } finally {
    onlyFetching = false;
  }
}

/**
 * The helper, with `fetchFile` to fetch and `loadedUrl` (the chunk this runs in: the page loaded it
 * already) never fetched. Each file is fetched until one request for it succeeds, once however
 * many imports list it; a failed one is forgotten, so the next attempt (importWithRetry) asks again.
 */
export function chunkFetcher(fetchFile: FetchFile, loadedUrl: string) {
  const fetches = new Map<string, Promise<void>>([[loadedUrl, Promise.resolve()]]);
  const fetchOnce = (url: string) => {
    let pending = fetches.get(url);
    if (!pending) {
      pending = fetchFile(url).catch((error: unknown) => {
        fetches.delete(url);
        throw new ChunkFetchError(`Could not fetch ${url}`, { cause: error });
      });
      fetches.set(url, pending);
    }
    return pending;
  };

  /** Vite's signature: `files` relative to the site's base, or to `importerUrl` when Vite passes one. */
  return async function fetchThenImport<T>(
    importChunk: () => Promise<T>,
    files: readonly string[] = [],
    importerUrl?: string,
  ): Promise<T> {
    const evaluate = !onlyFetching;
    const url = (file: string) =>
      importerUrl
        ? new URL(file, importerUrl).href
        : new URL(import.meta.env.BASE_URL + file, loadedUrl).href;
    await Promise.all(files.map((file) => fetchOnce(url(file))));
    // Fetched ahead: what this resolves with is never read (fetchAhead drops it).
    return evaluate ? importChunk() : (undefined as never);
  };
}

export const fetchThenImport = chunkFetcher(fetchWhole, import.meta.url);
