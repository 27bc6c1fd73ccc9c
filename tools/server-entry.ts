import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ResolvedConfig } from 'vite';
import type { PrerenderTarget, RenderedPage } from '../src/app/entry-server';

/** What the SSR build of src/app/entry-server.tsx exports. */
export interface ServerEntry {
  prerenderTargets: readonly PrerenderTarget[];
  renderPage: (url: string) => Promise<RenderedPage>;
}

/** Imports the SSR build (made before the client build); the plugins that need it share one evaluation. */
export async function loadServerEntry(config: ResolvedConfig, serverEntry: string): Promise<ServerEntry> {
  return (await import(pathToFileURL(resolve(config.root, serverEntry)).href)) as ServerEntry;
}
