import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadEnv } from 'vite';
import { describe, expect, it } from 'vitest';
import { buildDir } from './built-pages.ts';

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

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

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

  it('ships no value of a secret-looking environment variable (EmailJS private key, tokens, passwords)', () => {
    const env = { ...loadEnv('production', process.cwd(), ''), ...process.env };
    const secrets = Object.entries(env).filter(
      ([name, value]) => /PRIVATE|SECRET|TOKEN|PASSWORD|ACCESS_KEY/i.test(name) && value && value.length >= 8,
    );
    const shipped = filesUnder(buildDir).filter((file) => /\.(js|html|webmanifest|json)$/.test(file));
    expect(shipped.some((file) => file.endsWith('.js'))).toBe(true);
    for (const file of shipped) {
      const text = readFileSync(file, 'utf8');
      for (const [name, value] of secrets) {
        expect(text.includes(value ?? ''), `${name} appears in ${relative(buildDir, file)}`).toBe(false);
      }
    }
  });
});
