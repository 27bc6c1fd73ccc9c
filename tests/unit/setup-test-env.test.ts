// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { setUpTestEnv, type Outcome, type SetupSystem } from '../../scripts/setup-test-env.mjs';

const playwrightChromium = '/home/x/.cache/ms-playwright/chromium-1/chrome';
const systemChromium = '/usr/bin/chromium';
const systemNginx = '/usr/sbin/nginx';
const headlessShell = '/usr/bin/chromium-headless-shell';

interface FakeOptions {
  installed?: string[];
  env?: NodeJS.ProcessEnv;
  canApt?: boolean;
  downloadWorks?: boolean;
  aptWorks?: boolean;
}

/** A machine with `installed` files, whose download and apt-get add what they would. */
function fakeMachine({
  installed = [],
  env = {},
  canApt = false,
  downloadWorks = false,
  aptWorks = true,
}: FakeOptions) {
  const files = new Set(installed);
  const calls: string[] = [];
  const lines: string[] = [];
  const failed = (reason: string): Outcome => ({ ok: false, reason });
  const system: SetupSystem = {
    env,
    canApt,
    log: (line) => lines.push(line),
    isExecutable: (path) => files.has(path),
    findChromium: () => {
      if (env.CHROMIUM_PATH) return { path: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' };
      if (files.has(playwrightChromium)) return { path: playwrightChromium, source: 'Playwright' };
      return files.has(systemChromium) ? { path: systemChromium, source: 'system' } : undefined;
    },
    findTestBrowser: () => {
      if (!env.CHROMIUM_PATH && files.has(headlessShell))
        return { path: headlessShell, source: 'system headless shell' };
      return system.findChromium();
    },
    findNginx: () => {
      if (env.NGINX_PATH) return { path: env.NGINX_PATH, source: 'NGINX_PATH' };
      return files.has(systemNginx) ? { path: systemNginx, source: 'system' } : undefined;
    },
    downloadChromium: () => {
      calls.push('download');
      if (!downloadWorks) return Promise.resolve(failed('cdn.playwright.dev unreachable (ENOTFOUND)'));
      files.add(playwrightChromium);
      return Promise.resolve({ ok: true });
    },
    aptInstall: (candidates) => {
      calls.push(`apt ${String(candidates[0])}`);
      if (!aptWorks) return Promise.resolve(failed('E: Unable to locate package'));
      const installs: Record<string, string> = {
        chromium: systemChromium,
        'chromium-headless-shell': headlessShell,
      };
      files.add(installs[candidates[0] ?? ''] ?? systemNginx);
      return Promise.resolve({ ok: true });
    },
  };
  return { system, calls, lines };
}

describe('setUpTestEnv: Chromium', () => {
  it("uses Playwright's Chromium when it is there, without downloading or installing", async () => {
    const machine = fakeMachine({
      installed: [playwrightChromium, systemChromium, systemNginx],
      canApt: true,
    });
    const result = await setUpTestEnv(machine.system);
    expect(result).toEqual({ ok: true, chromium: playwrightChromium, nginx: systemNginx });
    expect(machine.calls).toEqual([]);
    expect(machine.lines).toEqual([
      `Chromium: ${playwrightChromium} (Playwright's)`,
      `nginx: ${systemNginx}`,
    ]);
  });

  it("downloads Playwright's Chromium first, even where the system has one", async () => {
    const machine = fakeMachine({
      installed: [systemChromium, systemNginx],
      downloadWorks: true,
      canApt: true,
    });
    expect((await setUpTestEnv(machine.system)).chromium).toBe(playwrightChromium);
    expect(machine.calls).toEqual(['download']);
  });

  it("uses the system's Chromium when the download fails, saying why", async () => {
    const machine = fakeMachine({ installed: [systemChromium, systemNginx], canApt: true });
    expect(await setUpTestEnv(machine.system)).toEqual({
      ok: true,
      chromium: systemChromium,
      nginx: systemNginx,
    });
    expect(machine.calls).toEqual(['download', 'apt chromium-headless-shell']);
    expect(machine.lines[0]).toBe(
      `Chromium: ${systemChromium} (the system's; Playwright's download: cdn.playwright.dev unreachable (ENOTFOUND))`,
    );
  });

  it("adds Debian's headless shell beside the system's Chromium, and goes on without it where apt-get cannot", async () => {
    const added = fakeMachine({ installed: [systemChromium, systemNginx], canApt: true });
    expect((await setUpTestEnv(added.system)).ok).toBe(true);
    expect(added.lines[1]).toBe(`Chromium headless shell: ${headlessShell} (the e2e suites' browser)`);
    expect(added.system.findTestBrowser()?.path).toBe(headlessShell);

    const refused = fakeMachine({ installed: [systemChromium, systemNginx], canApt: true, aptWorks: false });
    expect(await setUpTestEnv(refused.system)).toEqual({
      ok: true,
      chromium: systemChromium,
      nginx: systemNginx,
    });
    expect(refused.lines[1]).toBe(
      'Chromium headless shell: not installed (E: Unable to locate package); the e2e suites use Chromium itself.',
    );
    expect(refused.system.findTestBrowser()?.path).toBe(systemChromium);
  });

  it("installs Debian's chromium as root when there is no browser and no download", async () => {
    const machine = fakeMachine({ installed: [systemNginx], canApt: true });
    expect(await setUpTestEnv(machine.system)).toEqual({
      ok: true,
      chromium: systemChromium,
      nginx: systemNginx,
    });
    expect(machine.calls).toEqual(['download', 'apt chromium', 'apt chromium-headless-shell']);
  });

  it('stops before the suites with one line saying what to install when it cannot install', async () => {
    const machine = fakeMachine({ installed: [systemNginx], canApt: false });
    expect(await setUpTestEnv(machine.system)).toEqual({ ok: false });
    expect(machine.calls).toEqual(['download']);
    expect(machine.lines).toHaveLength(1);
    expect(machine.lines[0]).toMatch(
      /^Chromium: none, so the tests cannot run \(.*ENOTFOUND.*\); install one: /,
    );
    expect(machine.lines[0]).toContain('npx playwright install chromium');
    expect(machine.lines[0]).toContain('apt-get install chromium');
  });

  it('stops when apt-get fails, with its reason', async () => {
    const machine = fakeMachine({ installed: [systemNginx], canApt: true, aptWorks: false });
    expect((await setUpTestEnv(machine.system)).ok).toBe(false);
    expect(machine.lines.at(-1)).toContain('apt-get: E: Unable to locate package');
  });

  it('takes CHROMIUM_PATH as given, and stops if it is not there rather than pick another', async () => {
    const custom = '/opt/chrome/chrome';
    const present = fakeMachine({ installed: [custom, systemNginx], env: { CHROMIUM_PATH: custom } });
    expect((await setUpTestEnv(present.system)).chromium).toBe(custom);
    expect(present.calls).toEqual([]);

    const missing = fakeMachine({
      installed: [systemChromium, systemNginx],
      env: { CHROMIUM_PATH: custom },
      canApt: true,
    });
    expect(await setUpTestEnv(missing.system)).toEqual({ ok: false });
    expect(missing.calls).toEqual([]);
    expect(missing.lines).toEqual([
      `Chromium: CHROMIUM_PATH=${custom} is not an executable file: point it at a Chromium or Chrome, or unset it.`,
    ]);
  });
});

describe('setUpTestEnv: nginx', () => {
  it('installs nginx as root when it is missing, preferring nginx-light', async () => {
    const machine = fakeMachine({ installed: [systemChromium], canApt: true });
    expect(await setUpTestEnv(machine.system)).toEqual({
      ok: true,
      chromium: systemChromium,
      nginx: systemNginx,
    });
    expect(machine.calls).toEqual(['download', 'apt chromium-headless-shell', 'apt nginx-light']);
  });

  it('goes on without nginx where it cannot be had, saying its spec will be skipped', async () => {
    const machine = fakeMachine({ installed: [systemChromium], canApt: false });
    expect(await setUpTestEnv(machine.system)).toEqual({
      ok: true,
      chromium: systemChromium,
      nginx: undefined,
    });
    expect(machine.lines.at(-1)).toMatch(
      /^nginx: not installed, so tests\/e2e\/nginx\.spec\.ts will be skipped; install /,
    );
  });

  it('stops when REQUIRE_NGINX is set and nginx cannot be had', async () => {
    const machine = fakeMachine({
      installed: [systemChromium],
      canApt: true,
      aptWorks: false,
      env: { REQUIRE_NGINX: '1' },
    });
    expect((await setUpTestEnv(machine.system)).ok).toBe(false);
    expect(machine.lines.at(-1)).toMatch(
      /^nginx: not installed \(apt-get: E: Unable to locate package\), and REQUIRE_NGINX is set/,
    );
  });

  it('does not install over a NGINX_PATH that is not there', async () => {
    const machine = fakeMachine({
      installed: [systemChromium, systemNginx],
      canApt: true,
      env: { NGINX_PATH: '/opt/nginx' },
    });
    expect(await setUpTestEnv(machine.system)).toEqual({
      ok: true,
      chromium: systemChromium,
      nginx: undefined,
    });
    expect(machine.calls).toEqual(['download', 'apt chromium-headless-shell']);
    expect(machine.lines.at(-1)).toMatch(
      /^nginx: NGINX_PATH=\/opt\/nginx is not an executable file, so tests\/e2e\/nginx\.spec\.ts will be skipped/,
    );
  });
});
