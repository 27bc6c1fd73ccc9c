import { spawn } from 'node:child_process';

// Commands the test set-up runs (apt-get, Playwright's download), and why one failed.

/** Runs a command with its output kept (the tail is shown on failure), killed with its children after `timeoutMs`. */
export function run(command, args, { env = process.env, timeoutMs = 0 } = {}) {
  return new Promise((done) => {
    const child = spawn(command, args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk) => {
      output = (output + chunk).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let timedOut = false;
    const timer =
      timeoutMs > 0
        ? setTimeout(() => {
            timedOut = true;
            process.kill(-child.pid, 'SIGKILL');
          }, timeoutMs)
        : undefined;
    child.on('error', (error) => {
      clearTimeout(timer);
      done({ code: -1, output: error.message, timedOut });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code: code ?? -1, output, timedOut });
    });
  });
}

/** The last line of `output` that reads like the reason it failed. */
export function reasonIn(output) {
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.findLast((line) => /^(E:|Error:|error)/i.test(line)) ?? lines.at(-1) ?? 'no output';
}
