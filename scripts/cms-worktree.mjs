// The editor's own checkout for `npm run cms`: a git worktree in .cms/worktree holding the branch
// editor/<branch>. decap-server checks drafts out there (it does so each time the editor lists
// them), so the files the dev server serves never move under it. Publish merges a draft into
// editor/<branch>; keepInStep then fast-forwards the staff's branch to it, in their checkout, and
// the dev server shows the change. Git allows a branch in one worktree only, hence the second branch.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The folder in the checkout that holds the editor's worktree: ignored by git, Vite and ESLint. */
export const editorFolder = '.cms';

/** Runs git in `cwd` and returns its output; throws with git's own words when it fails. */
export function git(cwd, ...args) {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/** Git's output, or undefined when it fails. */
function tryGit(cwd, ...args) {
  try {
    return git(cwd, ...args);
  } catch {
    return undefined;
  }
}

/** The branch checked out in `cwd`, or '' when none is. */
export const currentBranch = (cwd) => tryGit(cwd, 'symbolic-ref', '-q', '--short', 'HEAD') ?? '';

/** Git's reason for a failed command, in its own words on one line (no stack). */
export const reasonOf = (error) =>
  String(error?.stderr || error?.message || error)
    .split('\n')
    .map((line) => line.replace(/^(fatal|error|hint): /, '').trim())
    .filter(Boolean)
    .slice(0, 3)
    .join(' ')
    .replace(/\.+$/, '');

/**
 * The editor's worktree for the staff's checkout `root` on `branch`. Every method is synchronous:
 * the backend proxy calls them between decap-server's requests, never during one.
 */
export function editorWorktree(root, branch) {
  const dir = join(root, editorFolder, 'worktree');
  // Which process runs the editor here: a second one would remake the first one's worktree.
  const pidFile = join(root, editorFolder, 'pid');
  // The branch the editor's worktree holds: drafts start from it.
  const editorBranch = `editor/${branch}`;
  /** Where both branches were when they last agreed: tells which one moved since. */
  let agreed = '';
  let lastWarning = '';
  const warn = (message) => {
    if (message === lastWarning) return;
    lastWarning = message;
    console.warn(`npm run cms: ${message}`);
  };
  /** Where the staff's branch and the editor's are now, in one call of git: it runs for every request. */
  const tips = () => git(root, 'rev-parse', `refs/heads/${branch}`, `refs/heads/${editorBranch}`).split('\n');
  const isAncestor = (older, newer) =>
    tryGit(root, 'merge-base', '--is-ancestor', older, newer) !== undefined;

  /** Puts the worktree back on the editor's branch, clean: after a request decap-server failed. */
  function repair() {
    tryGit(dir, 'rebase', '--abort');
    tryGit(dir, 'merge', '--abort');
    git(dir, 'reset', '-q', '--hard');
    git(dir, 'clean', '-q', '-fd');
    if (currentBranch(dir) !== editorBranch) git(dir, 'checkout', '-q', editorBranch);
  }

  /** The editor's branch (checked out in the worktree) moved to `target`: its files follow. */
  function moveEditorTo(target) {
    if (currentBranch(dir) !== editorBranch) repair();
    git(dir, 'reset', '-q', '--hard', target);
  }

  /** What the editor published goes into the staff's branch, in their checkout (a fast-forward). */
  function bringForward(editorTip) {
    const current = currentBranch(root);
    if (current !== branch) {
      warn(
        `published on ${editorBranch}, but this checkout is now on ${current || 'no branch'}, not ${branch}. ` +
          `To have it on ${branch}: git switch ${branch} && git merge ${editorBranch}`,
      );
      return false;
    }
    try {
      git(root, 'merge', '--ff-only', '-q', editorTip);
      return true;
    } catch (error) {
      warn(
        `published on ${editorBranch}, but not yet on ${branch} here. Git says: "${reasonOf(error)}". ` +
          `Once that is sorted out: git merge ${editorBranch}`,
      );
      return false;
    }
  }

  // Before and after each of decap-server's requests: the editor's branch follows the staff's (a
  // commit, a pull, a reset), and what the editor published is fast-forwarded into the staff's.
  function keepInStep() {
    const [staffTip = '', editorTip = ''] = tips();
    if (staffTip === editorTip) {
      agreed = staffTip;
      return;
    }
    if (isAncestor(editorTip, staffTip) || editorTip === agreed) {
      moveEditorTo(staffTip);
      agreed = staffTip;
      return;
    }
    if (bringForward(editorTip)) {
      agreed = editorTip;
      lastWarning = '';
    }
  }

  /** The process that runs the editor for this checkout, if one does. */
  function runningEditor() {
    let pid = 0;
    try {
      pid = Number(readFileSync(pidFile, 'utf8'));
      process.kill(pid, 0);
      return pid;
    } catch (error) {
      return error?.code === 'EPERM' ? pid : 0;
    }
  }

  return {
    dir,
    branch: editorBranch,
    repair,
    keepInStep,
    /** Takes the folder for this process; false if another editor runs here. */
    claim() {
      const other = runningEditor();
      if (other !== 0 && other !== process.pid) return false;
      mkdirSync(join(root, editorFolder), { recursive: true });
      writeFileSync(pidFile, String(process.pid));
      return true;
    },
    // A fresh worktree. A branch left by an earlier run holds what never reached the staff's
    // branch (or the run was killed): keepInStep brings it forward, or says why it cannot.
    prepare() {
      rmSync(dir, { recursive: true, force: true });
      git(root, 'worktree', 'prune');
      if (tryGit(root, 'rev-parse', '--verify', '-q', `refs/heads/${editorBranch}`) === undefined)
        git(root, 'branch', editorBranch, branch);
      git(root, 'worktree', 'add', '-q', dir, editorBranch);
      keepInStep();
    },
    /** If this process's: removes the worktree, and the editor's branch if the staff's holds it all. */
    remove() {
      if (runningEditor() !== process.pid) return;
      tryGit(root, 'worktree', 'remove', '--force', dir);
      rmSync(dir, { recursive: true, force: true });
      tryGit(root, 'worktree', 'prune');
      if (isAncestor(editorBranch, branch)) tryGit(root, 'branch', '-q', '-D', editorBranch);
      rmSync(pidFile, { force: true });
    },
  };
}
