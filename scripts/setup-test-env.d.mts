import type { FoundTool } from './test-tools.mjs';

export type Outcome = { ok: true } | { ok: false; reason: string };

/** What the set-up asks of the machine: the real one in setup-test-env.mjs, or a test's. */
export interface SetupSystem {
  env: NodeJS.ProcessEnv;
  log: (line: string) => void;
  /** Running as root with apt-get on PATH. */
  canApt: boolean;
  isExecutable: (path: string) => boolean;
  findChromium: () => FoundTool | undefined;
  /** The e2e suites' browser: the headless shell where there is one, else findChromium's. */
  findTestBrowser: () => FoundTool | undefined;
  findNginx: () => FoundTool | undefined;
  downloadChromium: () => Promise<Outcome>;
  /** Installs the first of `candidates` that apt knows. */
  aptInstall: (candidates: string[]) => Promise<Outcome>;
}

export interface SetupResult {
  ok: boolean;
  chromium?: string;
  nginx?: string;
}

export function setUpTestEnv(system: SetupSystem): Promise<SetupResult>;
