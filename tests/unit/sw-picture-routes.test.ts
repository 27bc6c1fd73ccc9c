// The wider photo files at run time (src/sw/picture-routes.ts): kept once, bounded by Workbox's
// expiration, and offline never a broken picture. Through the worker's own fetch listener, with a
// fake Cache API, a fake IndexedDB (Workbox's expiration keeps its times there) and a fake network.
import 'fake-indexeddb/auto';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeCacheStorage } from './fake-cache-storage';
import {
  dispatch,
  FakeExtendableEvent,
  FakeServer,
  fetchThroughWorker,
  pictureRequest,
  stubWorkerScope,
} from './fake-worker-scope';
// Types only: the module itself is imported once the worker's globals are stubbed.
import type * as PictureRoutes from '../../src/sw/picture-routes';

const origin = 'https://college.example';
const phoneFile = 'pictures/phone/lab.0a1b2c.640.webp';
let widePictures: typeof PictureRoutes.widePictures;
let server: FakeServer;

const wide = (stem: string) => `/pictures/wide/${stem}.0a1b2c.1280.webp`;
const webp =
  (body: string, headers: Record<string, string> = {}) =>
  () =>
    new Response(body, { headers: { 'content-type': 'image/webp', ...headers } });
const show = (path: string) => fetchThroughWorker(pictureRequest(`${origin}${path}`));
/** What the worker answers, once all it went on doing (keeping, expiring) is done. */
async function shown(path: string): Promise<string | undefined> {
  const { response, event } = await show(path);
  const body = await response?.text();
  await event.settled();
  return body;
}

beforeAll(async () => {
  vi.stubGlobal('caches', new FakeCacheStorage());
  stubWorkerScope(origin);
  const { precache } = await import('workbox-precaching');
  const routes = await import('../../src/sw/picture-routes');
  widePictures = routes.widePictures;
  const manifest = [{ url: phoneFile, revision: null }, 'pwa-192x192.png'];
  precache(manifest);
  routes.registerPictureRoutes(manifest);
  // The worker's install: the phone file precached from the network.
  vi.stubGlobal('fetch', new FakeServer().answer(`/${phoneFile}`, webp('phone width')).fetch);
  await dispatch(new FakeExtendableEvent('install')).settled();
});

beforeEach(() => {
  server = new FakeServer();
  vi.stubGlobal('fetch', server.fetch);
});

describe('a wider photo file', () => {
  it('is fetched once and then shown from the phone, though the server sent no Date', async () => {
    server.answer(wide('once'), webp('wide once'));
    expect(await shown(wide('once'))).toBe('wide once');
    expect(await shown(wide('once'))).toBe('wide once');
    expect(server.asked).toEqual([wide('once')]);
  });

  it('is fetched again once its copy is older than its time (by the server’s Date)', async () => {
    const old = new Date(Date.now() - 2 * widePictures.maxAgeSeconds * 1000).toUTCString();
    server.answer(wide('old'), webp('wide old', { date: old }));
    await shown(wide('old'));
    server.answer(wide('old'), webp('wide again', { date: new Date().toUTCString() }));
    expect(await shown(wide('old'))).toBe('wide again');
    expect(server.asked).toEqual([wide('old'), wide('old')]);
  });

  it('is kept at most as many times as the cache holds, the newest kept', async () => {
    const stems = Array.from({ length: widePictures.maxEntries + 2 }, (_, index) => `many-${index}`);
    for (const stem of stems) server.answer(wide(stem), webp(stem));
    for (const stem of stems) await shown(wide(stem));
    const cache = await caches.open(widePictures.cacheName);
    expect((await cache.keys()).length).toBe(widePictures.maxEntries);
    expect(await (await cache.match(`${origin}${wide(stems.at(-1) ?? '')}`))?.text()).toBe(stems.at(-1));
  });

  it('is never kept from an error answer', async () => {
    server.answer(wide('error'), () => new Response('busy', { status: 503 }));
    const { response, event } = await show(wide('error'));
    expect(response?.status).toBe(503);
    await event.settled();
    server.answer(wide('error'), webp('wide at last'));
    expect(await shown(wide('error'))).toBe('wide at last');
  });
});

describe('offline, a wider photo file', () => {
  it('not on the phone is the photo’s precached phone-width file', async () => {
    server.offline();
    expect(await shown(wide('lab'))).toBe('phone width');
  });

  it('kept, though past its time, is that copy', async () => {
    const old = new Date(Date.now() - 2 * widePictures.maxAgeSeconds * 1000).toUTCString();
    server.answer(wide('hall'), webp('wide hall', { date: old }));
    await shown(wide('hall'));
    server.offline();
    expect(await shown(wide('hall'))).toBe('wide hall');
  });

  it('of a photo with no phone file is a network error, never another photo', async () => {
    server.offline();
    const { response, event } = await show(wide('elsewhere')).catch((error: unknown) => ({
      response: error,
      event: undefined,
    }));
    await event?.settled();
    expect(response).toBeInstanceOf(Error);
  });
});
