import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkFetchError } from '../../src/chunks/fetch-then-import';
import { failedModuleUrl, importWithRetry, retryUrl } from '../../src/chunks/import-with-retry';

const chunk = 'https://college.example/assets/render-app-abc123.js';
const failure = () => new TypeError(`Failed to fetch dynamically imported module: ${chunk}`);

describe('importWithRetry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('returns the module once a retry loads it, without touching the URL when plain retries work', async () => {
    const load = vi.fn().mockRejectedValueOnce(failure()).mockResolvedValue({ ok: true });
    const importUrl = vi.fn();
    const result = importWithRetry(load, { leaf: true }, importUrl);
    await vi.advanceTimersByTimeAsync(500);
    await expect(result).resolves.toEqual({ ok: true });
    expect(load).toHaveBeenCalledTimes(2);
    expect(importUrl).not.toHaveBeenCalled();
  });

  it('tries a leaf under a new URL every other retry, for browsers that remember a failed fetch', async () => {
    const load = vi.fn().mockRejectedValue(failure());
    const importUrl = vi.fn().mockRejectedValueOnce(failure()).mockResolvedValue({ busted: true });
    const result = importWithRetry(load, { leaf: true }, importUrl);
    await vi.advanceTimersByTimeAsync(500 + 1000 + 2000 + 4000);
    await expect(result).resolves.toEqual({ busted: true });
    expect(importUrl.mock.calls.map(([url]) => url as string)).toEqual([
      retryUrl(chunk, 2),
      retryUrl(chunk, 4),
    ]);
  });

  it('retries a leaf as built while only the fetches before its import failed (the module loader saw none)', async () => {
    const fetchFailure = new ChunkFetchError(`Could not fetch ${chunk}`);
    const load = vi
      .fn()
      .mockRejectedValueOnce(fetchFailure)
      .mockRejectedValueOnce(fetchFailure)
      .mockResolvedValue({ ok: true });
    const importUrl = vi.fn();
    const result = importWithRetry(load, { leaf: true }, importUrl);
    await vi.advanceTimersByTimeAsync(500 + 1000);
    await expect(result).resolves.toEqual({ ok: true });
    expect(load).toHaveBeenCalledTimes(3);
    expect(importUrl).not.toHaveBeenCalled();
  });

  it('never changes the URL of a chunk others import statically', async () => {
    const load = vi.fn().mockRejectedValue(failure());
    const importUrl = vi.fn();
    const result = importWithRetry(load, {}, importUrl);
    const settled = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await settled).toBeInstanceOf(TypeError);
    expect(importUrl).not.toHaveBeenCalled();
    // The first try and six retries, about 30 s in all.
    expect(load).toHaveBeenCalledTimes(7);
  });

  it('gives up after about 30 s (31.5), not before', async () => {
    const load = vi.fn().mockRejectedValue(failure());
    let outcome: string | undefined;
    importWithRetry(load, {}, vi.fn()).catch(() => {
      outcome = 'failed';
    });
    await vi.advanceTimersByTimeAsync(31_000);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(outcome).toBe('failed');
  });
});

describe('failedModuleUrl', () => {
  it('reads the URL from Chromium and Firefox messages, and nothing from Safari', () => {
    expect(failedModuleUrl(failure())).toBe(chunk);
    expect(failedModuleUrl(new TypeError(`error loading dynamically imported module: ${chunk}`))).toBe(chunk);
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeUndefined();
  });

  it('reads none from a fetch before the import that failed, though it names its URL', () => {
    expect(failedModuleUrl(new ChunkFetchError(`Could not fetch ${chunk}`))).toBeUndefined();
  });

  it('keeps a query the chunk URL already had out of the retry URL', () => {
    expect(retryUrl(`${chunk}?retry=2`, 4)).toBe(`${chunk}?retry=4`);
  });
});
