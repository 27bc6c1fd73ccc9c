import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const gitIn =
  (cwd: string) =>
  (...args: string[]): string =>
    execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/**
 * A checkout of the project of its own, as staff have one: a clone of `root` on a branch `main`,
 * with what `root` has not committed yet committed on top (so a spec tests the code as it is here,
 * like every other spec), a git identity, and `root`'s packages. node_modules is a folder of links
 * to each of `root`'s packages, so the caches tools keep there (.vite, .cache) stay the clone's own.
 */
export function cloneCheckout(root: string, prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const git = gitIn(dir);
  gitIn(tmpdir())('clone', '-q', root, dir);
  git('checkout', '-q', '-B', 'main');
  // Every file that differs from the last commit, staged or not, and every new one not ignored.
  const changed = [
    ...gitIn(root)('diff', '--name-only', '-z', 'HEAD').split('\0'),
    ...gitIn(root)('ls-files', '-z', '--others', '--exclude-standard').split('\0'),
  ].filter(Boolean);
  for (const file of changed) {
    if (existsSync(join(root, file))) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      cpSync(join(root, file), join(dir, file));
    } else rmSync(join(dir, file), { force: true });
  }
  git('config', 'user.name', 'Staff');
  git('config', 'user.email', 'staff@example.org');
  git('add', '-A');
  if (git('status', '--porcelain') !== '')
    git('commit', '-q', '-m', 'What the checkout under test has not committed');
  mkdirSync(join(dir, 'node_modules'));
  for (const entry of readdirSync(join(root, 'node_modules')))
    if (!entry.startsWith('.') || entry === '.bin')
      symlinkSync(join(root, 'node_modules', entry), join(dir, 'node_modules', entry));
  return dir;
}
