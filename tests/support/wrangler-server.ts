import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './pwa-preview-server.ts';
import type { StaticServer } from './static-server-checks.ts';

/** The compatibility date the site is served with (must not be newer than the pinned workerd). */
export const compatibilityDate = '2026-05-01';

/**
 * `wrangler pages dev` serving `root` with the project's functions/ on 127.0.0.1:`port`: Cloudflare's
 * own runtime (workerd) on this machine, with no account and no network (its look-up of the
 * `Request.cf` data fails, which it only warns about). `bindings` become the functions' env.
 */
export async function startWrangler({
  root,
  port,
  bindings = {},
}: {
  root: string;
  port: number;
  bindings?: Record<string, string>;
}): Promise<StaticServer & { log: () => string }> {
  if (!existsSync(join(root, '_headers')))
    throw new Error(`No build with _headers in ${root}: run \`npm run build\``);
  const state = await mkdtemp(join(tmpdir(), 'kilele-wrangler-'));
  const args = [
    'pages',
    'dev',
    root,
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    `--compatibility-date=${compatibilityDate}`,
    // Its own debugger port and state folder, so parallel runs never share either.
    '--inspector-port',
    String(await freePort()),
    '--persist-to',
    state,
    ...Object.entries(bindings).flatMap(([name, value]) => ['--binding', `${name}=${value}`]),
  ];
  const child = spawn(resolve('node_modules/.bin/wrangler'), args, {
    // Its own process group: stop() ends wrangler and the workerd it started, nothing else.
    detached: true,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const origin = `http://127.0.0.1:${port}`;

  // Starting workerd and compiling the functions takes a few seconds on a busy 2-core machine.
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler exited with code ${child.exitCode}:\n${output}`);
    const up = await fetch(`${origin}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      throw new Error(`wrangler did not answer on ${origin} within 45 s:\n${output}`);
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }

  return {
    origin,
    log: () => output,
    async stop() {
      if (child.exitCode === null && child.pid) {
        process.kill(-child.pid, 'SIGTERM');
        await exited;
      }
      await rm(state, { recursive: true, force: true });
    },
  };
}
