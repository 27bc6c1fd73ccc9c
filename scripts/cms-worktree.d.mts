export const editorFolder: string;
export function reasonOf(error: unknown): string;
export function git(cwd: string, ...args: string[]): string;
export function currentBranch(cwd: string): string;
export interface EditorWorktree {
  dir: string;
  branch: string;
  repair(): void;
  keepInStep(): void;
  claim(): boolean;
  prepare(): void;
  remove(): void;
}
export function editorWorktree(root: string, branch: string): EditorWorktree;
