// `npm run build`: the site in each of its languages (SITE_LOCALES, default en,sw), one after the
// other into the same folder. Each language is the same pages built with its own words and content:
// the prerender bundle, then the client build that writes its pages (English at /, Kiswahili under
// /sw, with its scripts under assets/sw/). The last one also writes what covers both: the service
// worker and its precache, the sitemap, the server rules and the content editor.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { runnerImport } from 'vite';

const root = process.cwd();
// As this process was started: loading a TypeScript module through Vite sets NODE_ENV, which the
// builds must not inherit (React's development build).
const startEnv = { ...process.env };
const vite = join(root, 'node_modules/vite/bin/vite.js');
// The languages as tools/site-locale.ts reads them (SITE_LOCALES, else every one of src/config/locales.ts).
const { module } = await runnerImport(join(root, 'tools/site-locale.ts'), {
  configFile: false,
  root,
  logLevel: 'silent',
});
const locales = module.buildLocales();
// Passed on to each step (run from Vitest, NODE_ENV=test would make a development build of React).
const env = { ...startEnv, SITE_LOCALES: locales.join(',') };
if (env.NODE_ENV === 'test' || env.NODE_ENV === '') delete env.NODE_ENV;
const extra = process.argv.slice(2);
for (const locale of locales) {
  for (const args of [['build', '--ssr', 'src/app/entry-server.tsx'], ['build']]) {
    const step = spawnSync(process.execPath, [vite, ...args, ...extra], {
      stdio: 'inherit',
      env: { ...env, SITE_LOCALE: locale },
    });
    if (step.status !== 0) process.exit(step.status ?? 1);
  }
}
