// `npm run build`: the prerender bundle (src/app/entry-server.tsx), then the site, which writes every
// page in every language with it (a language is data, not a build), the service worker and the editor.
// `--web` (`npm run build:web`) and any Cloudflare Pages build (CF_PAGES) stop first without EmailJS ids.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { loadEnv, runnerImport } from 'vite';

const vite = join(process.cwd(), 'node_modules/vite/bin/vite.js');
// React's production build, whatever NODE_ENV the shell or a parent process has (Vitest sets
// `test`, Vite's runnerImport `development`): both would ship React's development build. Only the
// hydration contract (tests/e2e/hydration-contract.spec.ts) asks for that one, by name.
const reactDevelopment = process.env.REACT_DEVELOPMENT_BUILD === '1';
const env = { ...process.env, NODE_ENV: reactDevelopment ? 'development' : 'production' };
const extra = process.argv.slice(2).filter((arg) => arg !== '--web');

if (process.argv.includes('--web') || process.env.CF_PAGES) {
  // The ids as the build will see them: the environment over .env files, as Vite reads them.
  const modeAt = extra.indexOf('--mode');
  const mode = modeAt >= 0 ? extra[modeAt + 1] : 'production';
  const { module: emailEnv } = await runnerImport('./src/config/env.ts', {
    configFile: false,
    logLevel: 'silent',
  });
  const problem = emailEnv.webBuildProblem(loadEnv(mode, process.cwd(), 'VITE_'));
  if (problem) {
    console.error(`\n${problem}\n`);
    process.exit(1);
  }
}

for (const args of [['build', '--ssr', 'src/app/entry-server.tsx'], ['build']]) {
  const step = spawnSync(process.execPath, [vite, ...args, ...extra], { stdio: 'inherit', env });
  if (step.status !== 0) process.exit(step.status ?? 1);
}
