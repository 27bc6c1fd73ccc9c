// `npm test`: every step (each is also `npm run <step>` alone), then how long each took, so a slow
// suite names itself (docs/testing.md). Steps that need nothing of each other run at once: on two
// cores the checks below leave a core idle much of the time when run one after another (about a
// minute of the whole). A phase starts when the one before has passed.
import { spawn } from 'node:child_process';

const phases = [
  ['test:setup'],
  // The build-output tests read `dist`; the checks beside them do not wait for it.
  ['build', 'typecheck', 'lint', 'test:unit'],
  ['test:build'],
  ['test:e2e'],
];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * Runs `npm run <step>`. Alone, its output streams as it comes; beside others, it is kept and
 * printed whole when the step ends, so the logs of steps running at once do not interleave.
 */
function run(step, alone) {
  const started = process.hrtime.bigint();
  return new Promise((done) => {
    const child = spawn(npm, ['run', step], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (!alone) {
        process.stdout.write(`\n── npm run ${step} ${'─'.repeat(Math.max(0, 60 - step.length))}\n`);
        process.stdout.write(Buffer.concat(output));
      }
      done({ step, seconds, status: code ?? 1 });
    });
  });
}

const times = [];
const started = process.hrtime.bigint();
let failed = [];
for (const phase of phases) {
  const results = await Promise.all(phase.map((step) => run(step, phase.length === 1)));
  times.push(...results);
  failed = results.filter(({ status }) => status !== 0).map(({ step }) => step);
  if (failed.length > 0) break;
}
const total = Number(process.hrtime.bigint() - started) / 1e9;

const minutes = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
console.log('\nnpm test, by step (m:ss; the steps of one phase ran at once):');
for (const { step, seconds, status } of times) {
  console.log(`  ${step.padEnd(12)} ${minutes(seconds).padStart(6)}${status === 0 ? '' : '  failed'}`);
}
for (const step of phases.flat().slice(times.length)) console.log(`  ${step.padEnd(12)}   not run`);
console.log(`  ${'total'.padEnd(12)} ${minutes(total).padStart(6)}`);
if (failed.length > 0) {
  console.error(`\nnpm test stopped: ${failed.map((step) => `\`npm run ${step}\``).join(', ')} failed.`);
  process.exit(1);
}
