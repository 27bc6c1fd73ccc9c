export interface FoundTool {
  path: string;
  /** Where the path came from: the env variable that names it, `Playwright` or `system`. */
  source: string;
}

export function isExecutable(path: string): boolean;
export function findOnPath(names: string[], searchPath?: string, extraDirs?: string[]): string | undefined;
export function findChromium(env?: NodeJS.ProcessEnv): FoundTool | undefined;
export function findTestBrowser(env?: NodeJS.ProcessEnv): FoundTool | undefined;
export function findNginx(env?: NodeJS.ProcessEnv): FoundTool | undefined;
export const chromiumFlags: string[];
export function waitForServer(url: string, timeoutMs?: number): Promise<void>;
