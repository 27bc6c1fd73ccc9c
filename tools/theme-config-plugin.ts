import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const id = 'virtual:theme-config';
const resolvedId = `\0${id}`;

// Run apart, in Vite's module runner: imported here, the theme would load with every Vite config,
// and the runner sets NODE_ENV=development in its process, which a build must not inherit.
const workOut = `
import { isDeepStrictEqual } from 'node:util';
import { runnerImport } from 'vite';
const { module } = await runnerImport('./src/theme/system-config.ts', { configFile: false, logLevel: 'silent' });
const json = JSON.stringify(module.config);
if (!isDeepStrictEqual(JSON.parse(json), module.config))
  throw new Error('src/theme/system-config.ts must hold only data (no functions, no undefined values)');
process.stdout.write(json);
`;

/** The config as JSON, from the cache when src/theme/ and the installed Chakra are as they were. */
function configJson(root: string): string {
  const themeDir = join(root, 'src/theme');
  const chakra = realpathSync(join(root, 'node_modules/@chakra-ui/react'));
  const key = createHash('sha256');
  for (const file of readdirSync(themeDir).sort())
    key.update(file).update(readFileSync(join(themeDir, file)));
  key.update(readFileSync(join(chakra, 'package.json')));
  // Chakra's theme takes about a second to import, in each of a build's two processes: kept until the
  // theme or Chakra changes, beside the installed Chakra so checkouts sharing node_modules share it.
  const cached = join(chakra, '../../.cache/theme-config', `${key.digest('hex').slice(0, 16)}.json`);
  if (existsSync(cached)) return readFileSync(cached, 'utf8');
  const run = spawnSync(process.execPath, ['--input-type=module', '--eval', workOut], {
    cwd: root,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`src/theme/system-config.ts could not be worked out:\n${run.stderr}`);
  mkdirSync(dirname(cached), { recursive: true });
  // Written aside and renamed: builds side by side share the cache, and must never read a half-written file.
  const writing = `${cached}.${process.pid}`;
  writeFileSync(writing, run.stdout);
  renameSync(writing, cached);
  return run.stdout;
}

/**
 * Serves src/theme/system-config.ts's config as `virtual:theme-config`, worked out at build time:
 * the browser loads only the recipes and tokens the site uses, not Chakra's whole theme.
 */
export function themeConfig(): Plugin {
  let root = process.cwd();
  return {
    name: 'college:theme-config',
    configResolved(config) {
      root = config.root;
    },
    resolveId: (source) => (source === id ? resolvedId : undefined),
    load: (loaded) => (loaded === resolvedId ? `export const config = ${configJson(root)};` : undefined),
    // The browser imports no other file of src/theme/, so a change to one reloads the page here.
    configureServer(server) {
      const themeDir = join(root, 'src/theme');
      server.watcher.on('change', (file) => {
        if (dirname(file) !== themeDir) return;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(resolvedId);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}
