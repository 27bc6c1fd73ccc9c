// `npm run cms`: the dev server (site at http://localhost:5173, editor at /admin/) and Decap's local
// backend (decap-server, on CMS_PORT or 8081), which reads and writes the files under content/ in
// this checkout. No account: edits are plain file changes to review and commit with git.
import { spawn } from 'node:child_process';

const cmsPort = process.env.CMS_PORT ?? '8081';
const children = [
  spawn('node', ['node_modules/decap-server/dist/index.js'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: cmsPort, MODE: 'fs', GIT_REPO_DIRECTORY: process.cwd() },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, CMS_PORT: cmsPort } }),
];
console.log('Content editor: http://localhost:5173/admin/ (files under content/ are edited in place)');
const stop = () => {
  for (const child of children) child.kill();
  process.exit();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
