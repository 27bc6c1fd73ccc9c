// `npm test`: the steps in order (each is also `npm run <step>` alone), stopping at the first that
// fails, then how long each took, so a slow suite shows which one it is (docs/testing.md).
import { spawnSync } from 'node:child_process';

const steps = ['test:setup', 'typecheck', 'lint', 'test:unit', 'build', 'test:build', 'test:e2e'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const times = [];
let failed;
for (const step of steps) {
  const started = process.hrtime.bigint();
  const run = spawnSync(npm, ['run', step], { stdio: 'inherit' });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const status = run.status ?? 1;
  times.push({ step, seconds, status });
  if (status !== 0) {
    failed = step;
    break;
  }
}

const minutes = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
const total = times.reduce((sum, { seconds }) => sum + seconds, 0);
console.log('\nnpm test, by step (m:ss):');
for (const { step, seconds, status } of times) {
  console.log(`  ${step.padEnd(12)} ${minutes(seconds).padStart(6)}${status === 0 ? '' : '  failed'}`);
}
for (const step of steps.slice(times.length)) console.log(`  ${step.padEnd(12)}   not run`);
console.log(`  ${'total'.padEnd(12)} ${minutes(total).padStart(6)}`);
if (failed) {
  console.error(`\nnpm test stopped: \`npm run ${failed}\` failed.`);
  process.exit(1);
}
