import { spawn, type ChildProcess } from 'node:child_process';

/** Everything a child printed so far, on both streams: for a failure's message. */
export function collectOutput(child: ChildProcess): () => string {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return () => output;
}

/** Resolves with the match once the process prints `ready`; rejects if it exits first. */
export function started(child: ChildProcess, ready: RegExp): Promise<RegExpMatchArray> {
  const output = collectOutput(child);
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = ready.exec(output());
      if (match) resolve(match);
    };
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    child.on('exit', (code) => reject(new Error(`exited with ${String(code)}:\n${output()}`)));
  });
}

/** Resolves when the process exits with 0; rejects with its output otherwise. */
export function finished(child: ChildProcess): Promise<void> {
  const output = collectOutput(child);
  return new Promise((resolve, reject) => {
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`exited with ${String(code)}:\n${output()}`)),
    );
  });
}

/**
 * Stops a child started with `detached: true` and every process it started (its process group:
 * `npm run` starts a shell, which starts node, which starts servers), and waits until it has exited.
 */
export async function stopProcessGroup(child: ChildProcess | undefined): Promise<void> {
  if (child?.pid === undefined) return;
  const running = child.exitCode === null && child.signalCode === null;
  const exited = running ? new Promise<void>((resolve) => child.once('exit', () => resolve())) : undefined;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid ?? 0), name);
    } catch {
      // The group is gone already.
    }
  };
  const alive = () => {
    try {
      process.kill(-(child.pid ?? 0), 0);
      return true;
    } catch {
      return false;
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
  // `npm run` exits before its script has finished stopping: a few seconds for the rest, then
  // whatever still runs goes too.
  for (let waited = 0; alive() && waited < 5_000; waited += 100)
    await new Promise((resolve) => setTimeout(resolve, 100));
  signal('SIGKILL');
}

/**
 * `npm run <script>` in `cwd` as staff start it: with no language chosen (SITE_LOCALE, SITE_LOCALES
 * unset), plain output, `env` added, in a process group of its own for stopProcessGroup.
 */
export function startNpmScript(script: string, cwd: string, env: NodeJS.ProcessEnv): ChildProcess {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, NO_COLOR: '1' };
  delete childEnv.FORCE_COLOR;
  delete childEnv.SITE_LOCALE;
  delete childEnv.SITE_LOCALES;
  return spawn('npm', ['run', script], {
    cwd,
    env: childEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
