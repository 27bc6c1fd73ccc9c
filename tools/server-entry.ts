import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ResolvedConfig } from 'vite';
import type * as ServerEntry from '../src/app/entry-server';

/** Imports the SSR build (made before the client build); the plugins that need it share one evaluation. */
export async function loadServerEntry(config: ResolvedConfig, serverEntry: string) {
  return (await import(pathToFileURL(resolve(config.root, serverEntry)).href)) as typeof ServerEntry;
}
