// The Cache API as the worker and the pages use it (open, match, put, delete, keys, has), in
// memory, for unit tests of src/sw and src/lib: enough to see what is kept under which key.

class FakeCache implements Pick<Cache, 'match' | 'put' | 'delete' | 'keys'> {
  readonly entries = new Map<string, Response>();

  private static keyOf(request: RequestInfo | URL): string {
    return new URL(request instanceof Request ? request.url : String(request), 'https://college.example/')
      .href;
  }

  match(request: RequestInfo | URL): Promise<Response | undefined> {
    return Promise.resolve(this.entries.get(FakeCache.keyOf(request))?.clone());
  }

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    // As the real one: the whole body is read before the entry is kept, and a failed read keeps nothing.
    const body = await response.arrayBuffer();
    const { status, statusText, headers } = response;
    this.entries.set(FakeCache.keyOf(request), new Response(body, { status, statusText, headers }));
  }

  delete(request: RequestInfo | URL): Promise<boolean> {
    return Promise.resolve(this.entries.delete(FakeCache.keyOf(request)));
  }

  keys(): Promise<readonly Request[]> {
    return Promise.resolve([...this.entries.keys()].map((url) => new Request(url)));
  }
}

export class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();

  open(name: string): Promise<FakeCache> {
    const cache = this.caches.get(name) ?? new FakeCache();
    this.caches.set(name, cache);
    return Promise.resolve(cache);
  }

  has(name: string): Promise<boolean> {
    return Promise.resolve(this.caches.has(name));
  }

  delete(name: string): Promise<boolean> {
    return Promise.resolve(this.caches.delete(name));
  }

  keys(): Promise<string[]> {
    return Promise.resolve([...this.caches.keys()]);
  }

  async match(request: RequestInfo | URL, options?: MultiCacheQueryOptions): Promise<Response | undefined> {
    const names = options?.cacheName ? [options.cacheName] : [...this.caches.keys()];
    for (const name of names) {
      const found = await this.caches.get(name)?.match(request);
      if (found) return found;
    }
    return undefined;
  }
}
