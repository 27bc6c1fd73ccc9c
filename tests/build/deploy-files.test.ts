import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultEmailjsOrigin } from '../../tools/content-security-policy';
import { headersFile, pagePaths, redirectsFile } from '../../tools/deploy-rules';
import { buildDir, htmlFiles, readBuilt } from './built-pages.ts';

describe("Cloudflare Pages' _headers and _redirects in the build", () => {
  it('are the deploy rules, for every page the build wrote', () => {
    // The e2e and build tests build with the default EmailJS origin (no VITE_EMAILJS_ORIGIN).
    expect(readBuilt('_headers')).toBe(headersFile({ connectOrigin: defaultEmailjsOrigin }));
    const pages = pagePaths(htmlFiles);
    expect(pages.length).toBeGreaterThan(0);
    expect(readBuilt('_redirects')).toBe(redirectsFile(pages));
  });

  it('are never precached by the service worker', () => {
    const sw = readFileSync(join(buildDir, 'sw.js'), 'utf8');
    expect(sw).not.toMatch(/"url":"_(headers|redirects)"/);
  });
});
