import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findNginx, isExecutable } from '../../scripts/test-tools.mjs';

/**
 * The nginx `npm test`'s set-up found or installed (scripts/setup-test-env.mjs): NGINX_PATH, else
 * the system's. Undefined where there is none: the spec is then skipped, unless REQUIRE_NGINX.
 */
const found = findNginx();
export const nginxBinary = found && isExecutable(found.path) ? found.path : undefined;

export interface NginxServer {
  origin: string;
  stop: () => Promise<void>;
}

/** Replaces exactly one match, so a changed deploy file fails here loudly instead of testing something else. */
function replaceOnce(text: string, pattern: RegExp, replacement: string): string {
  const matches = text.match(new RegExp(pattern.source, 'gm'))?.length ?? 0;
  if (matches !== 1)
    throw new Error(`deploy/nginx.conf: expected one match of ${String(pattern)}, found ${matches}`);
  return text.replace(new RegExp(pattern.source, 'm'), replacement);
}

/**
 * Starts nginx in the foreground with deploy/nginx.conf as its only site, serving `root` on
 * 127.0.0.1:`port`; everything it writes (pid, logs, temp files) goes to a temp dir.
 */
export async function startNginx({ root, port }: { root: string; port: number }): Promise<NginxServer> {
  if (!nginxBinary) {
    throw new Error(
      "nginx not found: install Debian's nginx-light (`npm test` does, as root) or set NGINX_PATH",
    );
  }
  if (!existsSync(join(root, 'index.html')))
    throw new Error(`No build in ${root}: run \`npm run build\` first`);

  const dir = await mkdtemp(join(tmpdir(), 'kilele-nginx-'));
  let site = await readFile(resolve('deploy/nginx.conf'), 'utf8');
  site = replaceOnce(site, /^\s*listen 80;$/, `    listen 127.0.0.1:${port};`);
  site = replaceOnce(site, /^\s*listen \[::\]:80;$/, '');
  site = replaceOnce(site, /^\s*root [^;]+;$/, `    root ${root};`);
  await writeFile(join(dir, 'site.conf'), site);

  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `  ${name}_temp_path ${join(dir, name)};`)
    .join('\n');
  const main = [
    'daemon off;',
    'worker_processes 1;',
    // As root, nginx would drop its workers to `nobody`, who may not read a build under a private home.
    process.getuid?.() === 0 ? 'user root;' : '',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'events { worker_connections 64; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    `  access_log ${join(dir, 'access.log')};`,
    temp,
    `  include ${join(dir, 'site.conf')};`,
    '}',
  ].join('\n');
  await writeFile(join(dir, 'nginx.conf'), main);

  const child: ChildProcess = spawn(
    nginxBinary,
    ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const origin = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = await readFile(join(dir, 'error.log'), 'utf8').catch(() => '');
      throw new Error(`nginx exited with code ${child.exitCode}:\n${log}`);
    }
    // Any answer means it listens; whether the answer is right is for the tests to say.
    const up = await fetch(`${origin}/`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGQUIT');
      throw new Error(`nginx did not answer on ${origin} within 10 s`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }

  return {
    origin,
    async stop() {
      if (child.exitCode === null) {
        // SIGQUIT: graceful shutdown; the test waits for it so the port is free afterwards.
        child.kill('SIGQUIT');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
