// Each language's files in a Workbox precache of its own (src/sw/language-packs.ts): which pack a
// file goes to, and what counts as kept. The Cache API is a fake (./fake-cache-storage.ts).
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeCacheStorage } from './fake-cache-storage';
import { localeInfo, type Locale } from '../../src/config/locales';
// Types only: the module itself is imported once the worker's globals are stubbed.
import type * as LanguagePacks from '../../src/sw/language-packs';

const origin = 'https://college.example';
let packs: typeof LanguagePacks;
let storage: FakeCacheStorage;

beforeAll(async () => {
  // The worker's globals, before Workbox reads them.
  vi.stubGlobal('location', new URL(`${origin}/`));
  vi.stubGlobal('self', globalThis);
  packs = await import('../../src/sw/language-packs');
  const shared = packs.listLanguageFiles([
    { url: 'index.html', revision: 'r1' },
    { url: 'sw.html', revision: 'r2' },
    { url: 'sw/404.html', revision: 'r3' },
    { url: 'assets/sw/words-common-abc.js', revision: null },
    { url: 'assets/index-abc.js', revision: null },
    'pwa-192x192.png',
  ]);
  expect(shared).toEqual([{ url: 'assets/index-abc.js', revision: null }, 'pwa-192x192.png']);
});

beforeEach(() => {
  storage = new FakeCacheStorage();
  vi.stubGlobal('caches', storage);
});

describe('a language’s pack', () => {
  it('lists its pages, words and content, each page at its revision, a hashed chunk by its name', () => {
    expect([...packs.languagePacks.sw.getURLsToCacheKeys()]).toEqual([
      [`${origin}/sw.html`, `${origin}/sw.html?__WB_REVISION__=r2`],
      [`${origin}/sw/404.html`, `${origin}/sw/404.html?__WB_REVISION__=r3`],
      [`${origin}/assets/sw/words-common-abc.js`, `${origin}/assets/sw/words-common-abc.js`],
    ]);
    expect(packs.cacheKeyOf('en', '/index.html')).toBe(`${origin}/index.html?__WB_REVISION__=r1`);
    expect(packs.cacheKeyOf('en', '/sw.html')).toBeUndefined();
  });

  it('keeps a file fetched for a page only once it has arrived whole, and never an error', async () => {
    const key = packs.cacheKeyOf('sw', '/sw.html') ?? '';
    const cut = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('<!doctype html><p>half'));
        controller.error(new Error('the signal went'));
      },
    });
    await packs.keepFile('sw', key, Promise.resolve(new Response(cut)));
    expect(await packs.keptFile('sw', key)).toBeUndefined();
    await packs.keepFile('sw', key, Promise.resolve(new Response('gone', { status: 503 })));
    expect(await packs.keptFile('sw', key)).toBeUndefined();
    await packs.keepFile('sw', key, Promise.reject(new TypeError('offline')));
    expect(await packs.keptFile('sw', key)).toBeUndefined();
    await packs.keepFile('sw', key, Promise.resolve(new Response('<!doctype html><p>whole')));
    expect(await (await packs.keptFile('sw', key))?.text()).toBe('<!doctype html><p>whole');
  });

  it('finds the first language in an order whose page is kept, without creating a pack', async () => {
    const page = (locale: Locale) => `/${localeInfo[locale].homePage}`;
    expect(await packs.firstKeptPage(['sw', 'en'], page)).toBeUndefined();
    expect(await storage.keys()).toEqual([]);
    await packs.keepFile(
      'en',
      packs.cacheKeyOf('en', '/index.html') ?? '',
      Promise.resolve(new Response('home')),
    );
    const found = await packs.firstKeptPage(['sw', 'en'], page);
    expect(found?.locale).toBe('en');
    expect(await found?.page.text()).toBe('home');
    expect(await packs.hasLanguagePack('sw')).toBe(false);
  });
});
