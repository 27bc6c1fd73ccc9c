import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { fetchThenImportHelper } from '../../tools/fetch-then-import-plugin.ts';

const work = mkdtempSync(join(tmpdir(), 'fetch-then-import-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Builds `files` (their `main.js` the entry) as the site is built: Vite with the plugin, minified. */
async function buildApp(name: string, files: Record<string, string>): Promise<string> {
  const root = join(work, name);
  mkdirSync(root, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(root, file), text);
  await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [fetchThenImportHelper()],
    build: {
      outDir: 'dist',
      modulePreload: { polyfill: false },
      rolldownOptions: {
        input: { main: join(root, 'main.js') },
        output: { entryFileNames: 'assets/main.js' },
      },
    },
  });
  return join(root, 'dist');
}

/** What happened, in order: `fetch <file>` by the helper, `run <module>` when a module is evaluated. */
const events: string[] = [];
const ran = (module: string) => `globalThis.events.push('run ${module}');`;

afterEach(() => {
  vi.unstubAllGlobals();
  events.length = 0;
  Reflect.deleteProperty(globalThis, 'app');
});

describe('fetchThenImportHelper', () => {
  it('makes every import() fetch its chunk and each chunk that one imports, before any of them runs', async () => {
    const dist = await buildApp('graph', {
      // On globalThis: the build would drop an entry's exports, and with them everything else.
      'main.js': `const chunks = { page: () => import('./page.js'), leaf: () => import('./leaf.js') };
        globalThis.app = { open: (name) => chunks[name](), other: () => import('./other.js') };`,
      'page.js': `import { shared } from './shared.js'; ${ran('page')} export const page = shared + 1;`,
      'other.js': `import { shared } from './shared.js'; ${ran('other')} export const other = shared + 2;`,
      'shared.js': `${ran('shared')} export const shared = 40;`,
      'leaf.js': `${ran('leaf')} export const leaf = 1;`,
    });
    const chunks = readdirSync(join(dist, 'assets'));
    const chunkOf = (module: string) => chunks.find((file) => file.startsWith(`${module}-`)) ?? module;
    vi.stubGlobal('events', events);
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        events.push(`fetch ${url.slice(url.lastIndexOf('/') + 1)}`);
        return Promise.resolve(new Response('', { status: 200 }));
      }),
    );
    await import(pathToFileURL(join(dist, 'assets/main.js')).href);
    const { app } = globalThis as unknown as {
      app: { open: (name: string) => Promise<Record<string, number>> };
    };

    expect((await app.open('page')).page).toBe(41);
    expect(events.slice(0, 2).sort()).toEqual([`fetch ${chunkOf('page')}`, `fetch ${chunkOf('shared')}`]);
    expect(events.slice(2)).toEqual(['run shared', 'run page']);

    events.length = 0;
    // A chunk that imports no other: Vite lists no file for it, the plugin lists the chunk.
    expect((await app.open('leaf')).leaf).toBe(1);
    expect(events).toEqual([`fetch ${chunkOf('leaf')}`, 'run leaf']);
  });

  it('stops the build when the minifier hands an import() the files of another', async () => {
    await expect(
      buildApp('folded', {
        'main.js': `globalThis.open = (name) => name === 'a' ? import('./a.js') : import('./b.js');`,
        'a.js': `import { shared } from './shared.js'; export const a = shared;`,
        'b.js': `import { shared } from './shared.js'; export const b = shared;`,
        'shared.js': `export const shared = globalThis.events;`,
      }),
    ).rejects.toThrow(/the import\(\) of assets\/[ab]-[\w-]+\.js is handed another import's files/);
  });

  it('stops the build when a chunk loaded by import() brings a stylesheet, which the helper does not load', async () => {
    await expect(
      buildApp('styled', {
        'main.js': `globalThis.styled = () => import('./styled.js');`,
        'styled.js': `import './styled.css'; export const styled = true;`,
        'styled.css': `.styled { color: teal; }`,
      }),
    ).rejects.toThrow(/imports CSS, which fetchThenImport does not load/);
  });
});
