import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ChunkFetchError,
  chunkFetcher,
  fetchAhead,
  fetchThenImport,
  type FetchFile,
} from '../../src/chunks/fetch-then-import';

const site = 'https://college.example';
const entry = `${site}/assets/index-e1.js`;

/** A fetch per URL that settles when the test says: `answer(url, ok)`. */
function heldFetches() {
  const waiting = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  const fetchFile = vi.fn<FetchFile>(
    (url) =>
      new Promise<void>((resolve, reject) => {
        waiting.set(url, { resolve, reject });
      }),
  );
  const answer = (url: string, ok: boolean) => {
    const request = waiting.get(url);
    if (!request) throw new Error(`no request for ${url}`);
    waiting.delete(url);
    if (ok) request.resolve();
    else request.reject(new TypeError('Failed to fetch'));
  };
  return { fetchFile, answer, urls: () => fetchFile.mock.calls.map(([url]) => url) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('chunkFetcher', () => {
  it('fetches the chunk and what it imports, all at once, and imports only once every one is in', async () => {
    const { fetchFile, answer, urls } = heldFetches();
    const importChunk = vi.fn().mockResolvedValue({ loaded: true });
    const result = chunkFetcher(fetchFile, entry)(importChunk, ['assets/page-p1.js', 'assets/shared-s1.js']);
    await settle();
    expect(urls()).toEqual([`${site}/assets/page-p1.js`, `${site}/assets/shared-s1.js`]);
    answer(`${site}/assets/shared-s1.js`, true);
    await settle();
    expect(importChunk).not.toHaveBeenCalled();
    answer(`${site}/assets/page-p1.js`, true);
    await expect(result).resolves.toEqual({ loaded: true });
    expect(importChunk).toHaveBeenCalledOnce();
  });

  it('fails the attempt without importing when a fetch fails, and the next fetches only what failed', async () => {
    const { fetchFile, answer, urls } = heldFetches();
    const load = chunkFetcher(fetchFile, entry);
    const importChunk = vi.fn().mockResolvedValue({});
    const files = ['assets/page-p1.js', 'assets/shared-s1.js'];

    const first = load(importChunk, files);
    const failure = first.catch((error: unknown) => error);
    await settle();
    answer(`${site}/assets/page-p1.js`, true);
    answer(`${site}/assets/shared-s1.js`, false);
    const error = await failure;
    expect(error).toBeInstanceOf(ChunkFetchError);
    expect(String(error)).toContain(`${site}/assets/shared-s1.js`);
    expect(importChunk).not.toHaveBeenCalled();

    const second = load(importChunk, files);
    await settle();
    expect(urls()).toEqual([
      `${site}/assets/page-p1.js`,
      `${site}/assets/shared-s1.js`,
      `${site}/assets/shared-s1.js`,
    ]);
    answer(`${site}/assets/shared-s1.js`, true);
    await second;
    expect(importChunk).toHaveBeenCalledOnce();
  });

  it('fetches a file once for imports that list it together, and never the chunk it runs in', async () => {
    const { fetchFile, answer, urls } = heldFetches();
    const load = chunkFetcher(fetchFile, entry);
    const both = [
      load(() => Promise.resolve('a'), ['assets/a-a1.js', 'assets/shared-s1.js', 'assets/index-e1.js']),
      load(() => Promise.resolve('b'), ['assets/b-b1.js', 'assets/shared-s1.js']),
    ];
    await settle();
    expect(urls()).toEqual([
      `${site}/assets/a-a1.js`,
      `${site}/assets/shared-s1.js`,
      `${site}/assets/b-b1.js`,
    ]);
    for (const url of urls()) answer(url, true);
    await expect(Promise.all(both)).resolves.toEqual(['a', 'b']);
  });

  it('reads files relative to the importing chunk when Vite passes its URL (a relative base)', async () => {
    const { fetchFile, answer, urls } = heldFetches();
    const result = chunkFetcher(fetchFile, entry)(
      () => Promise.resolve('ok'),
      ['./page-p1.js'],
      `${site}/sw/assets/start-app-s1.js`,
    );
    await settle();
    expect(urls()).toEqual([`${site}/sw/assets/page-p1.js`]);
    answer(`${site}/sw/assets/page-p1.js`, true);
    await expect(result).resolves.toBe('ok');
  });
});

describe('fetchAhead', () => {
  it("fetches an import's files without importing it; the import after it fetches nothing again", async () => {
    const { fetchFile, answer, urls } = heldFetches();
    const load = chunkFetcher(fetchFile, entry);
    const importChunk = vi.fn().mockResolvedValue({ loaded: true });
    const files = ['assets/render-r1.js', 'assets/client-c1.js'];

    const ahead = fetchAhead(() => load(importChunk, files));
    await settle();
    expect(urls()).toEqual([`${site}/assets/render-r1.js`, `${site}/assets/client-c1.js`]);
    answer(`${site}/assets/render-r1.js`, true);
    answer(`${site}/assets/client-c1.js`, true);
    await expect(ahead).resolves.toBeUndefined();
    expect(importChunk).not.toHaveBeenCalled();

    await expect(load(importChunk, files)).resolves.toEqual({ loaded: true });
    expect(importChunk).toHaveBeenCalledOnce();
    expect(urls()).toHaveLength(2);
  });

  it('settles quietly when a fetch fails, and the import after it asks for that file again', async () => {
    const { fetchFile, answer, urls } = heldFetches();
    const load = chunkFetcher(fetchFile, entry);
    const importChunk = vi.fn().mockResolvedValue({});
    const ahead = fetchAhead(() => load(importChunk, ['assets/client-c1.js']));
    await settle();
    answer(`${site}/assets/client-c1.js`, false);
    await expect(ahead).resolves.toBeUndefined();

    const later = load(importChunk, ['assets/client-c1.js']);
    await settle();
    expect(urls()).toEqual([`${site}/assets/client-c1.js`, `${site}/assets/client-c1.js`]);
    answer(`${site}/assets/client-c1.js`, true);
    await later;
    expect(importChunk).toHaveBeenCalledOnce();
  });
});

describe('fetchThenImport', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('counts an error status as a failed request, and reads a response whole before importing', async () => {
    const steps: string[] = [];
    const answers = [
      new Response('busy', { status: 503 }),
      new Response('export {}', { status: 200, headers: { 'content-type': 'text/javascript' } }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        const response = answers.shift();
        if (!response) throw new Error('fetched too often');
        const read = response.blob.bind(response);
        response.blob = () => {
          steps.push(`read ${response.status}`);
          return read();
        };
        return Promise.resolve(response);
      }),
    );
    const importChunk = () => {
      steps.push('import');
      return Promise.resolve('module');
    };
    // A file name no other test of this module-wide helper uses.
    await expect(fetchThenImport(importChunk, ['assets/status-check-c1.js'])).rejects.toBeInstanceOf(
      ChunkFetchError,
    );
    await expect(fetchThenImport(importChunk, ['assets/status-check-c1.js'])).resolves.toBe('module');
    expect(steps).toEqual(['read 200', 'import']);
  });
});
