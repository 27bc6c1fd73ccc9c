import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { defaultLocale, pageFileOf } from '../../src/config/locales.ts';
import { paths } from '../../src/config/paths.ts';
import { started } from './child-processes.ts';

/** The production build the PWA tests serve: dist, or BUILD_DIR. */
export const buildDir = resolve(process.env.BUILD_DIR ?? 'dist');

export interface PreviewServer {
  origin: string;
  port: number;
  /** Stops the server for good (SIGTERM) and waits until the port is closed. */
  stop: () => Promise<void>;
}

/** A port nobody listens on now, chosen by the OS, so parallel tests never collide. */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/**
 * Runs `vite preview` of a build as a child process this test owns, so the test can take the
 * server away (not just emulate offline) while other tests keep the shared one.
 */
export async function startPreview({ outDir = buildDir, port }: { outDir?: string; port?: number } = {}) {
  if (!existsSync(join(outDir, 'sw.js')))
    throw new Error(`No build with sw.js in ${outDir}: run \`npm run build\` first`);
  const usePort = port ?? (await freePort());
  const vite = resolve('node_modules/vite/bin/vite.js');
  const child = spawn(
    process.execPath,
    [vite, 'preview', '--outDir', outDir, '--port', `${usePort}`, '--strictPort'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const origin = `http://localhost:${usePort}`;
  // Up once it prints where it listens: the event, however long a busy machine takes to load the
  // config (no clock of its own; the test's timeout ends a start that hangs). Exiting first (the
  // port taken meanwhile: --strictPort) fails with what it printed.
  await started(child, /Local\b[^\n]*http/).catch((error: unknown) => {
    throw new Error(`vite preview did not start on ${origin}`, { cause: error });
  });
  const server: PreviewServer = {
    origin,
    port: usePort,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
  return server;
}

/** Whether nothing answers at `url` any more (the server was stopped): a fetch that fails. */
export const isServerGone = (url: string): Promise<boolean> =>
  fetch(url).then(
    () => false,
    () => true,
  );

export interface BuiltPage {
  path: string;
  /** The text of the page's one h1, as the prerendered HTML has it. */
  heading: string;
}

const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The h1 text of a built HTML file; fails if the page has not exactly one h1. */
export function builtHeading(htmlFile: string, dir = buildDir): string {
  const html = readFileSync(join(dir, htmlFile), 'utf8');
  const headings = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)];
  if (headings.length !== 1) throw new Error(`${htmlFile}: expected one <h1>, found ${headings.length}`);
  const text = decodeEntities((headings[0]?.[1] ?? '').replace(/<[^>]+>/g, '')).trim();
  if (!text) throw new Error(`${htmlFile}: the <h1> is empty`);
  return text;
}

/** Every route with the heading its prerendered page shows. */
export function builtPages(): BuiltPage[] {
  return Object.values(paths).map((path) => ({
    path,
    heading: builtHeading(pageFileOf(path, defaultLocale)),
  }));
}
