// A build made for the web (Cloudflare Pages' own build, which sets CF_PAGES, or `npm run build:web`)
// refuses without the EmailJS ids: without them it would choose the local endpoint, which no static
// host serves, and every booking would be refused. The refusal comes before any bundling, so these
// cases never build the site: one that may go on is stopped as soon as Vite starts building.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ids = ['VITE_EMAILJS_PUBLIC_KEY', 'VITE_EMAILJS_SERVICE_ID', 'VITE_EMAILJS_TEMPLATE_ID'] as const;
const noIds = Object.fromEntries(ids.map((name) => [name, '']));
const withIds = {
  VITE_EMAILJS_PUBLIC_KEY: 'test_public_key',
  VITE_EMAILJS_SERVICE_ID: 'service_test',
  VITE_EMAILJS_TEMPLATE_ID: 'template_test',
};

// Each run's build dir of its own, in here: whether it exists shows whether the build began.
const work = mkdtempSync(join(tmpdir(), 'kilele-web-build-'));
let runs = 0;
afterAll(() => rmSync(work, { recursive: true, force: true }));

// Vite's first line as it starts bundling (`vite v8 building ssr environment for production...`).
const viteStarted = /building .*for production/;

/**
 * Runs `npm run <script>` with `env` over this process's (CF_PAGES only where given; set ids win
 * over a developer's .env, as Vite reads them). Stops it once Vite starts building: by then the
 * check has passed. Resolves with its exit code (null once stopped) and output.
 */
function build(script: string, env: Record<string, string>) {
  const buildDir = join(work, `dist-${(runs += 1)}`);
  const base: NodeJS.ProcessEnv = { ...process.env, BUILD_DIR: buildDir, ADMIN_BUILD: '0' };
  delete base.CF_PAGES;
  const child = spawn('npm', ['run', '--silent', script], {
    env: { ...base, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let started = false;
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (!started && viteStarted.test(output)) {
      started = true;
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return new Promise<{ code: number | null; started: boolean; output: string; buildDir: string }>((done) => {
    child.on('close', (code) => done({ code, started, output, buildDir }));
  });
}

function expectRefusal({ code, started, output, buildDir }: Awaited<ReturnType<typeof build>>) {
  expect(started, output).toBe(false);
  expect(code, output).not.toBe(0);
  // One message naming the three ids and where to set them.
  for (const name of ids) expect(output).toContain(name);
  expect(output).toContain('Cloudflare Pages');
  expect(output).toContain('npm run build:web');
  expect(existsSync(buildDir)).toBe(false);
}

// Each case starts npm and Node, on a shared machine seconds each.
describe('a build for the web', { timeout: 60_000 }, () => {
  it("refuses in Cloudflare Pages' build (CF_PAGES) without the EmailJS ids", async () => {
    expectRefusal(await build('build', { CF_PAGES: '1', ...noIds }));
  });

  it('refuses with only some of the ids', async () => {
    expectRefusal(await build('build', { CF_PAGES: '1', ...withIds, VITE_EMAILJS_TEMPLATE_ID: '' }));
  });

  it('refuses as `npm run build:web` (nginx, a direct upload) without the EmailJS ids', async () => {
    expectRefusal(await build('build:web', noIds));
  });

  it('goes on to build with all three ids', async () => {
    const run = await build('build', { CF_PAGES: '1', ...withIds });
    expect(run.started, run.output).toBe(true);
  });
});

describe('a build for this machine', { timeout: 60_000 }, () => {
  it(
    'goes on to build without the ids (npm start, the tests: the local endpoint)',
    { timeout: 60_000 },
    async () => {
      const run = await build('build', noIds);
      expect(run.started, run.output).toBe(true);
    },
  );
});
