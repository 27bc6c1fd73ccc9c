import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDir, htmlFiles, readBuilt } from '../support/built-pages.ts';

/** `_headers` as Cloudflare Pages reads it: each path pattern's headers, and the ones it detaches (`! Name`). */
function parseHeaders(text: string): Map<string, { set: Map<string, string>; detached: string[] }> {
  const rules = new Map<string, { set: Map<string, string>; detached: string[] }>();
  let current: { set: Map<string, string>; detached: string[] } | undefined;
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    if (!line.startsWith(' ')) {
      current = { set: new Map(), detached: [] };
      rules.set(line, current);
    } else if (line.trim().startsWith('! ')) current?.detached.push(line.trim().slice(2));
    else {
      const [name = '', ...value] = line.trim().split(': ');
      current?.set.set(name, value.join(': '));
    }
  }
  return rules;
}

// Independent of tools/deploy-rules.ts: what the deployed site must send, written out here.
const yearImmutable = 'public, max-age=31536000, immutable';

describe("Cloudflare Pages' _headers and _redirects in the build", () => {
  const headers = parseHeaders(readBuilt('_headers'));

  it('send the public policy and security headers on every path, revalidating by default', () => {
    const all = headers.get('/*')?.set;
    expect(all?.get('Cache-Control')).toBe('no-cache');
    const csp = all?.get('Content-Security-Policy') ?? '';
    // The e2e and build tests build with the default EmailJS origin (no VITE_EMAILJS_ORIGIN).
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "connect-src 'self' https://api.emailjs.com",
      "object-src 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp.split('; ')).toContain(directive);
    }
    expect(all?.get('X-Content-Type-Options')).toBe('nosniff');
    expect(all?.get('X-Frame-Options')).toBe('DENY');
    expect(all?.get('Strict-Transport-Security')).toMatch(/^max-age=\d{7,}/);
  });

  it('cache hashed output for a year, and give the editor its own policy, not indexed', () => {
    for (const folder of ['/assets/*', '/admin/assets/*']) {
      expect(headers.get(folder)?.detached).toContain('Cache-Control');
      expect(headers.get(folder)?.set.get('Cache-Control')).toBe(yearImmutable);
    }
    const admin = headers.get('/admin/*');
    expect(admin?.detached).toEqual(
      expect.arrayContaining(['Content-Security-Policy', 'Cross-Origin-Opener-Policy']),
    );
    expect(admin?.set.get('Content-Security-Policy')).toContain("'unsafe-eval'");
    expect(admin?.set.has('Cross-Origin-Opener-Policy')).toBe(false);
    expect(admin?.set.get('X-Robots-Tag')).toMatch(/noindex/);
  });

  it('redirect each top-level page from its trailing slash, and /admin to /admin/, with 308', () => {
    const lines = readBuilt('_redirects')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    // The installed app's start page (start.html) is a top-level page too.
    const pages = [...htmlFiles, 'start.html'].filter(
      (file) => /^[^/]+\.html$/.test(file) && !['index.html', '404.html'].includes(file),
    );
    expect(pages.length).toBeGreaterThan(0);
    const expected = [
      ...pages.map((file) => `/${file.slice(0, -5)}/ /${file.slice(0, -5)} 308`),
      '/admin /admin/ 308',
    ];
    expect(lines.sort()).toEqual(expected.sort());
  });

  it('are never precached by the service worker', () => {
    const sw = readFileSync(join(buildDir, 'sw.js'), 'utf8');
    expect(sw).not.toMatch(/"url":"_(headers|redirects)"/);
  });
});
