// `npm run cms`: the dev server (site at http://localhost:5173, editor at /admin/) and Decap's local
// backend (decap-server, on CMS_PORT or 8081) in git mode, on this checkout and no account. As on
// the deployed editor, every change is a draft first: decap-server keeps each draft on a local
// branch (cms/<collection>/<entry>) and Publish merges it into the branch checked out here.
import { execFileSync, spawn } from 'node:child_process';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();
const branch = git('rev-parse', '--abbrev-ref', 'HEAD');
// decap-server commits with `git add .`: uncommitted work here would go into the first draft.
const uncommitted = git('status', '--porcelain');
if (uncommitted !== '') {
  console.error(
    'npm run cms saves drafts as commits on local branches, and would take your uncommitted changes into the first one. Commit or stash them first:\n' +
      uncommitted,
  );
  process.exit(1);
}

const cmsPort = process.env.CMS_PORT ?? '8081';
const env = { ...process.env, CMS_PORT: cmsPort, CMS_BRANCH: branch };
const children = [
  spawn('node', ['node_modules/decap-server/dist/index.js'], {
    stdio: 'inherit',
    env: { ...env, PORT: cmsPort, MODE: 'git', GIT_REPO_DIRECTORY: process.cwd() },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
];
console.log(
  `Content editor: http://localhost:5173/admin/ (drafts on local branches; Publish merges into ${branch})`,
);
const stop = () => {
  for (const child of children) child.kill();
  process.exit();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
