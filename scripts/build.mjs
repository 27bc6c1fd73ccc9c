// `npm run build`: the site in each of its languages (SITE_LOCALES, default en,sw), one after the
// other into the same folder. Each language is the same pages built with its own words and content:
// the prerender bundle, then the client build that writes its pages (English at /, Kiswahili under
// /sw, with its scripts under assets/sw/). The last one also writes what covers both: the service
// worker and its precache, the sitemap, the server rules and the content editor.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const vite = join(process.cwd(), 'node_modules/vite/bin/vite.js');
const locales = (process.env.SITE_LOCALES || 'en,sw').split(',').map((locale) => locale.trim());
// Passed on to each step (run from Vitest, NODE_ENV=test would make a development build of React).
const env = { ...process.env, SITE_LOCALES: locales.join(',') };
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
