// @vitest-environment jsdom
// A static page's hold (src/start-up/start-on-demand.ts) listens for what needs the app only until
// the app starts: after that, nothing of it asks the server or the outbox, and a page with nothing
// dated never kept a clock.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdsWhile } from '../../src/lib/app-on-demand';

const { siteAnswers, subscribeOutbox, unsubscribeOutbox } = vi.hoisted(() => {
  const unsubscribeOutbox = vi.fn();
  return {
    siteAnswers: vi.fn(() => Promise.resolve(true)),
    subscribeOutbox: vi.fn(() => unsubscribeOutbox),
    unsubscribeOutbox,
  };
});
vi.mock('../../src/lib/site-answers', () => ({ siteAnswers }));
vi.mock('../../src/lib/language-choice', () => ({ languageToOffer: () => Promise.resolve(undefined) }));
vi.mock('../../src/chunks/import-with-retry', () => ({
  importWithRetry: <T>(load: () => Promise<T>) => load(),
  fetchAhead: () => Promise.resolve(),
}));
vi.mock('../../src/pwa/service-worker-store', () => ({
  getServiceWorkerState: () => ({ offlineReady: false, updateReady: false }),
  startServiceWorker: () => Promise.resolve(),
  subscribeServiceWorker: () => () => {},
}));
vi.mock('../../src/features/booking/outbox/outbox', () => ({
  startOutbox: () => {},
  subscribeOutbox,
  isOutboxAvailable: () => Promise.resolve(false),
}));

const { holdUntilNeeded } = await import('../../src/start-up/start-on-demand');

/** The page's root, with an event on it that holds from a minute ago until a minute on, or none. */
function page({ dated }: { dated: boolean }) {
  const root = document.createElement('div');
  const now = Date.now();
  root.innerHTML = dated
    ? `<p ${Object.entries(holdsWhile(now, [now - 60_000, now + 60_000]))
        .map(([name, value]) => `${name}="${value}"`)
        .join(' ')}>Open day</p>`
    : '<p>About us</p>';
  document.body.append(root);
  return root;
}

// The load event has passed (jsdom's document is complete): the hold's stores start in a task or two.
const settle = async () => {
  await vi.dynamicImportSettled();
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
};

beforeEach(() => {
  siteAnswers.mockClear();
  subscribeOutbox.mockClear();
  unsubscribeOutbox.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('holdUntilNeeded', () => {
  it('keeps a clock on a page with something dated, and none on a page without', () => {
    vi.useFakeTimers();
    const dated = holdUntilNeeded(page({ dated: true }));
    expect(vi.getTimerCount()).toBe(1);
    dated.release();
    expect(vi.getTimerCount()).toBe(0);

    holdUntilNeeded(page({ dated: false })).release();
    const undated = holdUntilNeeded(page({ dated: false }));
    expect(vi.getTimerCount()).toBe(0);
    undated.release();
  });

  it('stops asking the server and the outbox once released', async () => {
    const hold = holdUntilNeeded(page({ dated: false }));
    await settle();
    // Its first listener asked the server once; the browser saying online asks again.
    expect(siteAnswers).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    expect(siteAnswers).toHaveBeenCalledTimes(2);

    expect(subscribeOutbox).toHaveBeenCalledTimes(1);
    hold.release();
    expect(unsubscribeOutbox).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(siteAnswers).toHaveBeenCalledTimes(2);
  });

  it('starts listening to nothing when released before the page loaded its pictures', async () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      const hold = holdUntilNeeded(page({ dated: false }));
      hold.release();
      window.dispatchEvent(new Event('load'));
      await settle();
      expect(siteAnswers).not.toHaveBeenCalled();
      expect(subscribeOutbox).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(document, 'readyState');
    }
  });
});
