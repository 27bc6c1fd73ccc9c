import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPage, type PageModule } from '../../src/app/lazy-page';

const Page = () => null;
// Safari's words, which name no URL: the retries are plain ones (a busted URL would be a real
// import here).
const failure = () => new TypeError('Importing a module script failed.');

describe('lazyPage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('retries a failed chunk load by itself', async () => {
    const load = vi
      .fn<() => Promise<PageModule>>()
      .mockRejectedValueOnce(failure())
      .mockResolvedValue({ default: Page });
    const loaded = lazyPage(load).preload();
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(loaded).resolves.toBe(Page);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets a load that failed for good, so the next render of the route tries again', async () => {
    let online = false;
    const load = vi.fn(() => (online ? Promise.resolve({ default: Page }) : Promise.reject(failure())));
    const page = lazyPage(load);
    const first = page.preload().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await first).toBeInstanceOf(TypeError);
    online = true;
    const second = page.preload();
    await vi.advanceTimersByTimeAsync(0);
    await expect(second).resolves.toBe(Page);
    // Kept once loaded: no further request.
    const calls = load.mock.calls.length;
    await page.preload();
    expect(load).toHaveBeenCalledTimes(calls);
  });

  it('keeps nothing of a fetch ahead: the load after it still imports the page', async () => {
    // In the build a fetch ahead resolves with nothing (src/chunks/fetch-then-import.ts); kept as
    // the page's load, it would render nothing.
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    const page = lazyPage(load);
    await page.fetchAhead();
    await expect(page.preload()).resolves.toBe(Page);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('marks a load fulfilled as React reads it: once in, a page renders without suspending', async () => {
    const page = lazyPage(() => Promise.resolve({ default: Page }));
    expect(page.preload()).toMatchObject({ status: 'pending' });
    await page.preload();
    expect(page.preload()).toMatchObject({ status: 'fulfilled', value: Page });
  });
});
