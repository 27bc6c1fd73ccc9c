import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { loadEnv } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDir } from '../support/built-pages.ts';
import { hungBuildMs } from '../support/build-site.ts';

/**
 * The only build-time settings the site may put into its JavaScript, and why each is not a secret:
 * EmailJS's public key is public by design (it only lets this site send this template; the
 * account is guarded by allowed origins and rate limits in the EmailJS dashboard), the service
 * and template ids name what to send, and the origin is where to send it.
 */
const publicSettings = [
  'VITE_EMAILJS_PUBLIC_KEY',
  'VITE_EMAILJS_SERVICE_ID',
  'VITE_EMAILJS_TEMPLATE_ID',
  'VITE_EMAILJS_ORIGIN',
];

const secretName = /PRIVATE|SECRET|TOKEN|PASSWORD|ACCESS_KEY/i;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

/** What a browser can be sent from a build: scripts, pages, the manifest, JSON. */
const shippedFiles = (dir: string) =>
  filesUnder(dir).filter((file) => /\.(js|html|webmanifest|json)$/.test(file));

/** The files of `dir` that contain `value`, relative to it. */
const filesContaining = (dir: string, value: string) =>
  shippedFiles(dir)
    .filter((file) => readFileSync(file, 'utf8').includes(value))
    .map((file) => relative(dir, file));

/**
 * Secret-looking values planted in the environment of a build of our own: a private key as the
 * EmailJS dashboard names it, and the same under Vite's VITE_ prefix (the one a careless
 * `import.meta.env` read would inline). Planted beside a full, public EmailJS configuration, whose
 * public key must ship: otherwise "absent" would prove nothing about this build.
 */
const planted = {
  EMAILJS_PRIVATE_KEY: 'planted-private-key-4f9c2a71',
  VITE_EMAILJS_PRIVATE_KEY: 'planted-vite-private-key-8d31e6b0',
  VITE_EMAILJS_ACCESS_TOKEN: 'planted-vite-access-token-27ac5e94',
};
const plantedPublic = {
  VITE_EMAILJS_PUBLIC_KEY: 'planted-public-key-c0ffee42',
  VITE_EMAILJS_SERVICE_ID: 'service_planted',
  VITE_EMAILJS_TEMPLATE_ID: 'template_planted',
};

describe('no secret in the bundle', () => {
  it('reads only the public EmailJS settings from the environment in browser code', () => {
    const used = new Set<string>();
    for (const file of filesUnder('src').filter((name) => /\.tsx?$/.test(name))) {
      for (const [, name = ''] of readFileSync(file, 'utf8').matchAll(
        /import\.meta\.env\.(VITE_[A-Z0-9_]+)/g,
      )) {
        used.add(name);
      }
    }
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((name) => !publicSettings.includes(name))).toEqual([]);
  });

  describe('a build with secrets planted in its environment', () => {
    let plantedDir = '';

    beforeAll(() => {
      plantedDir = join(mkdtempSync(join(tmpdir(), 'kilele-secrets-')), 'dist');
      // The whole build (prerender bundle, site, worker and editor) with the planted environment;
      // `npm run build` itself, so the test sees what a deploy would ship.
      execFileSync('npm', ['run', 'build'], {
        env: { ...process.env, ...planted, ...plantedPublic, BUILD_DIR: plantedDir },
        stdio: 'ignore',
      });
    }, hungBuildMs);

    afterAll(() => {
      if (plantedDir) rmSync(join(plantedDir, '..'), { recursive: true, force: true });
    });

    it('ships the public EmailJS settings it was given', () => {
      expect(shippedFiles(plantedDir).some((file) => file.endsWith('.js'))).toBe(true);
      for (const [name, value] of Object.entries(plantedPublic)) {
        expect(filesContaining(plantedDir, value), `${name} in the build`).not.toEqual([]);
      }
    });

    it('ships none of the planted secrets', () => {
      for (const [name, value] of Object.entries(planted)) {
        expect(filesContaining(plantedDir, value), `${name} in the build`).toEqual([]);
      }
    });
  });

  it('ships no value of a secret-looking variable set where the tests run', () => {
    const env = { ...loadEnv('production', process.cwd(), ''), ...process.env };
    const secrets = Object.entries(env).filter(
      ([name, value]) => secretName.test(name) && value && value.length >= 8,
    );
    expect(shippedFiles(buildDir).some((file) => file.endsWith('.js'))).toBe(true);
    for (const [name, value] of secrets) {
      expect(filesContaining(buildDir, value ?? ''), `${name} in the build`).toEqual([]);
    }
  });
});
