// `npm test`: every step (each is also `npm run <step>` alone), then how long each took, so a slow
// suite names itself (docs/testing.md). A step starts once the steps it needs have passed. The
// e2e suite, the longest, starts as soon as the build is there; the checks that need nothing
// of it run beside it at the lowest CPU priority, in the moments its browsers wait on a clock (a
// held answer, a dribbled page, a minute of drafts), taking only the CPU it leaves. The first
// step to fail stops the rest.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';

/** Each step, the steps it needs, and whether it runs in the background (lowest priority). */
const steps = [
  { step: 'test:setup', needs: [] },
  { step: 'build', needs: ['test:setup'] },
  { step: 'test:e2e', needs: ['build'] },
  { step: 'typecheck', needs: ['test:setup'], background: true },
  { step: 'lint', needs: ['test:setup'], background: true },
  { step: 'test:unit', needs: ['test:setup'], background: true },
  // It reads `dist` and makes builds of its own.
  { step: 'test:build', needs: ['build'], background: true },
];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
// `nice` is POSIX; elsewhere the background steps run at normal priority.
const lowPriority = process.platform === 'win32' ? [] : ['nice', '-n', '19'];

const started = process.hrtime.bigint();
const since = (from) => Number(process.hrtime.bigint() - from) / 1e9;
const children = new Set();
const results = new Map();
let failed = false;

/**
 * Runs `npm run <step>`. A foreground step's output streams as it comes; a background step's is
 * kept and printed whole when it ends, so steps running at once do not interleave their logs.
 */
function run({ step, background }) {
  const from = process.hrtime.bigint();
  const [command, ...args] = background ? [...lowPriority, npm, 'run', step] : [npm, 'run', step];
  return new Promise((done) => {
    const child = spawn(command, args, {
      stdio: background ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      // Its own process group, so a stop reaches the browsers and servers it started.
      detached: process.platform !== 'win32',
    });
    children.add(child);
    // A detached step leads a session of its own, and Linux shares CPU between sessions'
    // autogroups before it weighs nice values: the group's own nice is what lowers it (where the
    // kernel has autogroups; elsewhere `nice` alone does).
    if (background) {
      try {
        writeFileSync(`/proc/${child.pid}/autogroup`, '19');
      } catch {
        // No autogroups here.
      }
    }
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      children.delete(child);
      if (background) {
        process.stdout.write(`\n── npm run ${step} ${'─'.repeat(Math.max(0, 60 - step.length))}\n`);
        process.stdout.write(Buffer.concat(output));
      }
      done({ seconds: since(from), status: code === 0 ? 'passed' : 'failed' });
    });
  });
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
    process.exit(130);
  });
}

const running = new Map();
function start(entry) {
  if (running.has(entry.step)) return running.get(entry.step);
  const promise = (async () => {
    const needed = await Promise.all(entry.needs.map((need) => start(steps.find((s) => s.step === need))));
    if (failed || needed.some((result) => result.status !== 'passed')) {
      const result = { seconds: 0, status: 'not run' };
      results.set(entry.step, result);
      return result;
    }
    const result = await run(entry);
    if (failed && result.status !== 'passed') result.status = 'stopped';
    else if (result.status === 'failed') {
      failed = true;
      stopAll();
    }
    results.set(entry.step, result);
    return result;
  })();
  running.set(entry.step, promise);
  return promise;
}
await Promise.all(steps.map(start));

const minutes = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
console.log('\nnpm test, by step (m:ss; those marked * ran beside the e2e suite, at low priority):');
for (const { step, background } of steps) {
  const { seconds, status } = results.get(step) ?? { seconds: 0, status: 'not run' };
  const time = status === 'not run' ? '' : minutes(seconds);
  console.log(
    `  ${`${step}${background ? ' *' : ''}`.padEnd(14)} ${time.padStart(6)}${status === 'passed' ? '' : `  ${status}`}`,
  );
}
console.log(`  ${'total'.padEnd(14)} ${minutes(since(started)).padStart(6)}`);
const failures = steps.filter(({ step }) => results.get(step)?.status === 'failed');
if (failures.length > 0) {
  console.error(`\nnpm test stopped: ${failures.map(({ step }) => `\`npm run ${step}\``).join(', ')} failed.`);
  process.exit(1);
}
