// `npm test`: every step, then how long each took, so a slow suite names itself (docs/testing.md).
// The checks run at once after the build (one after another left a core idle); the e2e suite runs
// last and alone, as anything beside it slowed it past its timeouts. The first failure stops the rest.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Each step (after the steps it needs), those steps, and whether its output streams (it runs alone). */
const steps = [
  { step: 'test:setup', needs: [], alone: true },
  // First and alone (a few seconds on both cores): the build tests read `dist`, and their own builds
  // are the longest chain of the checks, so they must not wait for a build slowed by the others.
  { step: 'build', needs: ['test:setup'], alone: true },
  { step: 'typecheck', needs: ['build'] },
  { step: 'lint', needs: ['build'] },
  { step: 'test:unit', needs: ['build'] },
  { step: 'test:build', needs: ['build'] },
  { step: 'test:e2e', needs: ['build', 'typecheck', 'lint', 'test:unit', 'test:build'], alone: true },
];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// One folder for the builds the steps share (tests/support/build-site.ts, sharedBuild): the photo
// build the build tests make is the one the e2e suite's pictures spec serves. Every step inherits it.
const sharedBuilds = mkdtempSync(join(tmpdir(), 'kilele-shared-builds-'));
process.env.SHARED_BUILDS_DIR = sharedBuilds;
const removeSharedBuilds = () => rmSync(sharedBuilds, { recursive: true, force: true });

const started = process.hrtime.bigint();
const since = (from) => Number(process.hrtime.bigint() - from) / 1e9;
const children = new Set();
let failed = false;

/** Runs `npm run <step>`: alone, its output streams; beside others, it is kept for `start` to print. */
async function run({ step, alone }) {
  const from = process.hrtime.bigint();
  const child = spawn(npm, ['run', step], {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    // Its own process group, so a stop reaches the browsers and servers it started.
    detached: process.platform !== 'win32',
  });
  children.add(child);
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  const [code] = await once(child, 'close');
  children.delete(child);
  return { seconds: since(from), passed: code === 0, log: Buffer.concat(output) };
}

function stopAll() {
  for (const child of children) {
    try {
      // As a terminal's Ctrl-C: Playwright then stops the server it started (SIGTERM left it running).
      process.kill(process.platform === 'win32' ? child.pid : -child.pid, 'SIGINT');
    } catch {
      // Already gone.
    }
  }
}

// The steps run in process groups of their own, which a terminal's Ctrl-C does not reach.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    removeSharedBuilds();
    process.exit(130);
  });
}

/** Each step's outcome, by name. */
const running = new Map();
async function start(entry) {
  const needed = await Promise.all(entry.needs.map((need) => running.get(need)));
  if (failed || needed.some((result) => result.status !== 'passed')) return { seconds: 0, status: 'not run' };
  const { seconds, passed, log } = await run(entry);
  // A step cut short by another's failure says only that: its half log would push the failure's
  // own report out of the tail of the output, the part a CI page shows.
  const status = passed ? 'passed' : failed ? 'stopped' : 'failed';
  if (!entry.alone) {
    process.stdout.write(`\n── npm run ${entry.step} ${'─'.repeat(Math.max(0, 60 - entry.step.length))}\n`);
    process.stdout.write(status === 'stopped' ? '(stopped: another step failed)\n' : log);
  }
  if (status === 'failed') {
    failed = true;
    stopAll();
  }
  return { seconds, status };
}
for (const entry of steps) running.set(entry.step, start(entry));
const results = await Promise.all(running.values());
removeSharedBuilds();

const minutes = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
console.log('\nnpm test, by step (m:ss; the checks ran at once):');
for (const [index, { step }] of steps.entries()) {
  const { seconds, status } = results[index];
  const time = status === 'not run' ? '' : minutes(seconds);
  console.log(`  ${step.padEnd(12)} ${time.padStart(6)}${status === 'passed' ? '' : `  ${status}`}`);
}
console.log(`  ${'total'.padEnd(12)} ${minutes(since(started)).padStart(6)}`);
const failures = steps.filter((_, index) => results[index].status === 'failed');
if (failures.length > 0) {
  console.error(
    `\nnpm test stopped: ${failures.map(({ step }) => `\`npm run ${step}\``).join(', ')} failed.`,
  );
  process.exit(1);
}
