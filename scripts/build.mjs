// `npm run build`: the prerender bundle (src/app/entry-server.tsx), then the site, which writes
// every page in every language with it, the service worker and its precache, the sitemap, the
// server rules and the content editor. One build for every language: a language is data the
// pages read (src/config/locales.ts), not a build of its own.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const vite = join(process.cwd(), 'node_modules/vite/bin/vite.js');
// Run from Vitest, NODE_ENV=test would make a development build of React.
const env = { ...process.env };
if (env.NODE_ENV === 'test' || env.NODE_ENV === '') delete env.NODE_ENV;
const extra = process.argv.slice(2);
for (const args of [['build', '--ssr', 'src/app/entry-server.tsx'], ['build']]) {
  const step = spawnSync(process.execPath, [vite, ...args, ...extra], { stdio: 'inherit', env });
  if (step.status !== 0) process.exit(step.status ?? 1);
}
