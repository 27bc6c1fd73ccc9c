import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildDir, htmlFiles } from '../support/built-pages';

const adminDir = join(buildDir, 'admin');
const publicScripts = readdirSync(join(buildDir, 'assets')).filter((name) => name.endsWith('.js'));

describe('the content editor in the build', () => {
  it('is its own page under admin/, noindex, with its own policy', () => {
    const html = readFileSync(join(adminDir, 'index.html'), 'utf8');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).toMatch(
      /http-equiv="Content-Security-Policy" content="[^"]*script-src 'self' 'unsafe-eval'/,
    );
  });

  it('is loaded by no public page, and no public script holds Decap or zod', () => {
    for (const file of htmlFiles) {
      const html = readFileSync(join(buildDir, file), 'utf8');
      expect(html, file).not.toContain('/admin/');
      expect(html, file).not.toContain('unsafe-eval');
    }
    for (const file of publicScripts) {
      const code = readFileSync(join(buildDir, 'assets', file), 'utf8');
      expect(code, file).not.toMatch(/decap|ZodError|\$ZodType/i);
    }
  });

  it('is never precached by the service worker', () => {
    expect(readFileSync(join(buildDir, 'sw.js'), 'utf8')).not.toContain('admin/');
  });

  it('stays within 2 MiB gzip (staff download it once; the site never does)', () => {
    const scripts = readdirSync(join(adminDir, 'assets')).filter((name) => name.endsWith('.js'));
    const bytes = scripts.map((name) => readFileSync(join(adminDir, 'assets', name)));
    const raw = bytes.reduce((sum, file) => sum + file.length, 0);
    const gzip = bytes.reduce((sum, file) => sum + gzipSync(file).length, 0);
    console.log(
      `admin JS: ${scripts.length} files, ${(raw / 1024 / 1024).toFixed(2)} MiB, ${(gzip / 1024).toFixed(0)} KiB gzip`,
    );
    expect(scripts.length).toBeGreaterThan(0);
    expect(gzip).toBeLessThan(2 * 1024 * 1024);
  });
});
