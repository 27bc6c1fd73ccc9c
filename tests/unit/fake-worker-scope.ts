// The service worker's global scope as src/sw and Workbox use it, in Node, for unit tests: `self`,
// `location`, the events the worker listens to (install, fetch) and a server answering its fetches.
// The Cache API is ./fake-cache-storage.ts.
import { vi } from 'vitest';

declare global {
  /**
   * The worker's event type, as the WebWorker lib has it, for the worker's modules these tests
   * import: this program has the DOM's types, which lack it. Its value is FakeExtendableEvent.
   */
  interface ExtendableEvent extends Event {
    waitUntil(promise: Promise<unknown>): void;
  }
}

/** An event a worker can extend: resolves `settled()` once all it was given to wait for has settled. */
export class FakeExtendableEvent extends Event {
  private readonly extensions: Promise<unknown>[] = [];

  waitUntil(promise: Promise<unknown>): void {
    this.extensions.push(promise);
  }

  async settled(): Promise<void> {
    // Those added meanwhile too: a handler extends the event again as it goes.
    for (let seen = -1; seen < this.extensions.length;) {
      seen = this.extensions.length;
      await Promise.allSettled(this.extensions);
    }
  }
}

export class FakeFetchEvent extends FakeExtendableEvent {
  answer: Promise<Response> | undefined;

  constructor(readonly request: Request) {
    super('fetch');
  }

  respondWith(answer: Response | Promise<Response>): void {
    this.answer = Promise.resolve(answer);
  }
}

const listeners = new Map<string, ((event: Event) => void)[]>();

/**
 * Stubs the worker's globals; the worker's modules and Workbox's are imported after it. Workbox's
 * development checks stay on (NODE_ENV is not production), so an event must be what it expects.
 */
export function stubWorkerScope(origin: string): void {
  vi.stubGlobal('self', globalThis);
  vi.stubGlobal('location', new URL(`${origin}/`));
  vi.stubGlobal('ExtendableEvent', FakeExtendableEvent);
  vi.stubGlobal('FetchEvent', FakeFetchEvent);
  // Workbox's development logs, one group for every request.
  vi.stubGlobal('__WB_DISABLE_DEV_LOGS', true);
  vi.stubGlobal('addEventListener', (type: string, listener: (event: Event) => void) => {
    listeners.set(type, [...(listeners.get(type) ?? []), listener]);
  });
}

/** Gives the event to the worker's listeners, as the browser does. */
export function dispatch<E extends Event>(event: E): E {
  for (const listener of listeners.get(event.type) ?? []) listener(event);
  return event;
}

/** A request as the browser sends it for a page (`mode` cannot be given to `new Request`). */
export function navigation(url: string, referrer = ''): Request {
  const request = new Request(url, referrer ? { referrer } : {});
  Object.defineProperty(request, 'mode', { value: 'navigate' });
  return request;
}

/** A request as the browser sends it for an `<img>`'s file. */
export function pictureRequest(url: string): Request {
  const request = new Request(url);
  Object.defineProperty(request, 'destination', { value: 'image' });
  return request;
}

/**
 * The worker's answer to a request: the fetch event's response (undefined if no route took it),
 * with the event, whose `settled()` says when what it went on doing (keeping files) is done.
 */
export async function fetchThroughWorker(
  request: Request,
): Promise<{ response: Response | undefined; event: FakeFetchEvent }> {
  const event = dispatch(new FakeFetchEvent(request));
  return { response: await event.answer, event };
}

/** How the fake server answers one path: a response, or a promise of one (held, or rejected). */
export type Answer = () => Response | Promise<Response>;

/**
 * The network, as `fetch`: each path's answer, every path asked for in `asked`; a path it does
 * not know is a 404, and `offline()` makes every fetch fail as a browser's does with no network.
 */
export class FakeServer {
  readonly asked: string[] = [];
  private readonly answers = new Map<string, Answer>();
  private online = true;

  answer(path: string, answer: Answer): this {
    this.answers.set(path, answer);
    return this;
  }

  offline(): this {
    this.online = false;
    return this;
  }

  readonly fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    this.asked.push(url.pathname);
    if (!this.online) throw new TypeError('Failed to fetch');
    return (await this.answers.get(url.pathname)?.()) ?? new Response('Not Found', { status: 404 });
  };
}
