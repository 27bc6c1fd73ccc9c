// The worker's answers to pages (src/sw/page-routes.ts): a page kept on the phone, a page on its way
// on a weak signal (only the wait for its first byte is timed), the copy kept meanwhile, and the
// offline not-found page. Through the worker's own fetch listener, with a fake Cache API and a fake
// network; the first-byte wait is a short real one, no timer is mocked.
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../src/config/locales';
import { chosenLanguage } from '../../src/lib/language-choice';
import { FakeCacheStorage } from './fake-cache-storage';
import { FakeServer, fetchThroughWorker, navigation, stubWorkerScope } from './fake-worker-scope';
// Types only: the module itself is imported once the worker's globals are stubbed.
import type * as LanguagePacks from '../../src/sw/language-packs';

const origin = 'https://college.example';
// Short, so a test waits little; the slow answers below take several times as long.
const firstByteTimeoutMs = 50;
let packs: typeof LanguagePacks;
let server: FakeServer;
let reader: Locale;

const html = (body: string) => () => new Response(body, { headers: { 'content-type': 'text/html' } });
const open = (path: string, referrer = '') => fetchThroughWorker(navigation(`${origin}${path}`, referrer));
/** Keeps a language's file on the phone, as its pack's download would. */
async function keep(locale: Locale, file: string, body: string) {
  await packs.keepFile(locale, packs.cacheKeyOf(locale, file) ?? '', Promise.resolve(new Response(body)));
}
const kept = async (locale: Locale, file: string) =>
  (await packs.keptFile(locale, packs.cacheKeyOf(locale, file) ?? ''))?.text();

/** An answer held back until `release`: its first byte never comes before. */
function heldAnswer() {
  let release: (response: Response) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const answer = new Promise<Response>((resolve, reject) => {
    release = resolve;
    fail = reject;
  });
  return { answer: () => answer, release, fail };
}

beforeAll(async () => {
  stubWorkerScope(origin);
  packs = await import('../../src/sw/language-packs');
  packs.listLanguageFiles([
    { url: 'index.html', revision: 'e1' },
    { url: '404.html', revision: 'e2' },
    { url: 'courses.html', revision: 'e3' },
    { url: 'sw.html', revision: 's1' },
    { url: 'sw/404.html', revision: 's2' },
    { url: 'sw/courses.html', revision: 's3' },
  ]);
  const { registerPageRoutes } = await import('../../src/sw/page-routes');
  registerPageRoutes({ readerLanguage: () => Promise.resolve(reader), firstByteTimeoutMs });
});

beforeEach(() => {
  vi.stubGlobal('caches', new FakeCacheStorage());
  server = new FakeServer();
  vi.stubGlobal('fetch', server.fetch);
  reader = 'en';
});

describe('a page of a language', () => {
  it('kept on the phone is shown from there, at its address, without the network', async () => {
    await keep('sw', '/sw/courses.html', 'kozi');
    server.offline();
    const { response } = await open('/sw/courses?from=search');
    expect(response?.status).toBe(200);
    expect(await response?.text()).toBe('kozi');
    expect(server.asked).toEqual([]);
  });

  it('on its way arrives whole though it trickles in for longer than the wait, and is kept', async () => {
    const parts = ['<p>kozi', ' zote</p>'];
    server.answer('/sw/courses', () => {
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new TextEncoder().encode(parts[0]));
          await sleep(4 * firstByteTimeoutMs);
          controller.enqueue(new TextEncoder().encode(parts[1]));
          controller.close();
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/html' } });
    });
    const { response, event } = await open('/sw/courses');
    expect(await response?.text()).toBe(parts.join(''));
    await event.settled();
    expect(await kept('sw', '/sw/courses.html')).toBe(parts.join(''));
  });

  it('whose answer has not begun in time is the not-found page, and is kept once it comes', async () => {
    await keep('sw', '/sw/404.html', 'haipo');
    const held = heldAnswer();
    server.answer('/sw/courses', held.answer);
    const { response, event } = await open('/sw/courses');
    expect(response?.status).toBe(404);
    expect(await response?.text()).toBe('haipo');
    // The answer goes on arriving after the page has been given up on, and is kept.
    held.release(new Response('kozi'));
    await event.settled();
    expect(await kept('sw', '/sw/courses.html')).toBe('kozi');
  });

  it('whose answer has not begun in time, kept meanwhile by its language’s download, is that copy', async () => {
    await keep('sw', '/sw/404.html', 'haipo');
    const held = heldAnswer();
    server.answer('/sw/courses', () => {
      void keep('sw', '/sw/courses.html', 'kozi');
      return held.answer();
    });
    const { response, event } = await open('/sw/courses');
    expect(response?.status).toBe(200);
    expect(await response?.text()).toBe('kozi');
    held.fail(new TypeError('the signal went'));
    await event.settled();
  });

  it('offline and not kept is its own language’s not-found page, scripts and all', async () => {
    await keep('sw', '/sw/404.html', 'haipo');
    await keep('en', '/404.html', 'not found');
    server.offline();
    const { response } = await open('/sw/courses');
    expect(response?.status).toBe(404);
    expect(await response?.text()).toBe('haipo');
    expect(response?.headers.get('content-security-policy')).toBeNull();
  });

  it('offline, its language not on the phone, is the reader’s not-found page, which runs no script', async () => {
    await keep('en', '/404.html', 'not found');
    reader = 'en';
    server.offline();
    const { response } = await open('/sw/courses');
    expect(response?.status).toBe(404);
    expect(await response?.text()).toBe('not found');
    expect(response?.headers.get('content-security-policy')).toBe("script-src 'none'");
  });

  it('offline with no not-found page on the phone is a network error', async () => {
    server.offline();
    const { response } = await open('/sw/courses');
    expect(response?.type).toBe('error');
  });
});

describe('the reader’s choice of language', () => {
  it('is noted as the worker serves the page the language link opened', async () => {
    await keep('sw', '/sw/courses.html', 'kozi');
    const { event } = await open('/sw/courses', `${origin}/courses`);
    await event.settled();
    expect(await chosenLanguage()).toBe('sw');
  });

  it('is not noted from a page the worker could not serve: a tap made offline, a server’s error', async () => {
    await keep('en', '/404.html', 'not found');
    server.offline();
    await (await open('/sw/courses', `${origin}/courses`)).event.settled();
    server = new FakeServer().answer('/sw/courses', () => new Response('busy', { status: 503 }));
    vi.stubGlobal('fetch', server.fetch);
    await (await open('/sw/courses', `${origin}/courses`)).event.settled();
    expect(await chosenLanguage()).toBeUndefined();
  });
});

describe('a page this worker does not know', () => {
  it('comes from the network (a newer version may have it), its first byte timed as any page’s', async () => {
    await keep('sw', '/sw/404.html', 'haipo');
    server.answer('/sw/new-course', html('mpya'));
    expect(await (await open('/sw/new-course')).response?.text()).toBe('mpya');
    const held = heldAnswer();
    server.answer('/sw/later', held.answer);
    const { response } = await open('/sw/later');
    expect(response?.status).toBe(404);
    expect(await response?.text()).toBe('haipo');
    held.fail(new TypeError('the signal went'));
  });

  it('offline is the not-found page of its language', async () => {
    await keep('sw', '/sw/404.html', 'haipo');
    server.offline();
    const { response } = await open('/sw/new-course');
    expect(response?.status).toBe(404);
    expect(await response?.text()).toBe('haipo');
  });
});

describe('addresses the worker answers as the servers do', () => {
  it('sends the installed app to the home page of the reader’s language, and /about/ to /about', async () => {
    reader = 'sw';
    const start = (await open('/start')).response;
    expect([start?.status, start?.headers.get('location')]).toEqual([302, `${origin}/sw`]);
    const slash = (await open('/about/?a=1')).response;
    expect([slash?.status, slash?.headers.get('location')]).toEqual([308, `${origin}/about?a=1`]);
  });

  it('leaves the content editor to the server', async () => {
    expect((await open('/admin/')).response).toBeUndefined();
    expect((await open('/admin')).response).toBeUndefined();
  });
});
