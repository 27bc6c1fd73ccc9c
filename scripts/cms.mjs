// `npm run cms`: the dev server (site at http://localhost:5173, or DEV_PORT; editor at /admin/) and
// Decap's local backend (decap-server, in git mode, reached on CMS_PORT or 8081), with no account.
// As on the deployed editor, every change is a draft first: a local branch cms/<collection>/<entry>, in
// decap-server's own worktree (scripts/cms-worktree.mjs); Publish reaches the branch checked out here.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { startBackendProxy } from './cms-backend-proxy.mjs';
import { currentBranch, editorWorktree, git, reasonOf } from './cms-worktree.mjs';

const root = process.cwd();
const stopWith = (message) => {
  console.error(`npm run cms: ${message}`);
  process.exit(1);
};

const branch = currentBranch(root);
if (!branch)
  stopWith(
    'Publish puts changes on the branch checked out here, and none is. Check one out first (git switch main).',
  );
// The editor starts from what is committed: changes to content/ that are not would be missing
// from it, and could stop a published change from reaching this folder.
const uncommitted = git(root, 'status', '--porcelain', '--', 'content');
if (uncommitted !== '') {
  stopWith(
    `the editor starts from what is committed on ${branch}, and these files in content/ have changes that are not. Commit or stash them first:\n${uncommitted}`,
  );
}

const devPort = process.env.DEV_PORT || '5173';
const cmsPort = process.env.CMS_PORT || '8081';
const worktree = editorWorktree(root, branch);

/** A port no one listens on now, for decap-server behind the proxy. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

/** Whether nothing listens on `port`, on any address (as a server there would). */
const isFree = (port) =>
  new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(Number(port), () => probe.close(() => resolve(true)));
  });

if (!worktree.claim())
  stopWith('the editor is already running for this folder: stop it first (Ctrl+C in its window).');
if (!(await isFree(devPort)))
  stopWith(
    `port ${devPort} is taken: is npm run dev or the editor already running? (Or set DEV_PORT to another port.)`,
  );
const decapPort = await freePort();
let decapListening = () => undefined;
const decapReady = new Promise((resolve) => (decapListening = resolve));
const proxy = await startBackendProxy({
  port: cmsPort,
  target: decapPort,
  ready: decapReady,
  between: (failed) => {
    if (failed) worktree.repair();
    worktree.keepInStep();
  },
}).catch((error) =>
  stopWith(
    error?.code === 'EADDRINUSE'
      ? `port ${cmsPort} is taken: is the editor already running? (Or set CMS_PORT to another port.)`
      : String(error),
  ),
);
try {
  worktree.prepare();
} catch (error) {
  stopWith(`could not make the editor's own copy of ${branch} in .cms/: ${reasonOf(error)}`);
}

const decap = spawn(process.execPath, ['node_modules/decap-server/dist/index.js'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    PORT: String(decapPort),
    BIND_HOST: '127.0.0.1',
    MODE: 'git',
    GIT_REPO_DIRECTORY: worktree.dir,
  },
});
decap.stdout.on('data', (chunk) => {
  // Its start-up lines name its own port and folder, which staff never use: only what goes wrong shows.
  const text = chunk.toString();
  if (/listening on/.test(text)) decapListening();
  else if (!/configured with/.test(text)) process.stdout.write(text);
});
const vite = spawn(
  process.execPath,
  ['node_modules/vite/bin/vite.js', '--port', devPort, '--strictPort'],
  // The editor's pages ask the backend for this branch: the one decap-server's worktree holds.
  { stdio: 'inherit', env: { ...process.env, CMS_PORT: cmsPort, CMS_BRANCH: worktree.branch } },
);
console.log(
  `Content editor: http://localhost:${devPort}/admin/ (drafts on local branches; Publish puts them on ${branch})`,
);

/** Stops both servers and removes the editor's worktree; a server that failed fails the command. */
const stop = (code = 0) => {
  for (const child of [decap, vite]) child.kill();
  proxy.close();
  worktree.remove();
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop());
for (const child of [decap, vite]) child.on('exit', (code) => stop(code ?? 0));
