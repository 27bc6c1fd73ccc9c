import { loadEnv } from 'vite';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, emailjsOrigin } from '../../tools/content-security-policy.ts';
import { attr, htmlFiles, readBuilt, scriptTags } from '../support/built-pages.ts';

// The same env the build read (.env files and the process), so a configured EmailJS origin is expected.
const env = loadEnv('production', process.cwd(), 'VITE_');
const connectOrigin = emailjsOrigin(env.VITE_EMAILJS_ORIGIN);

describe.each(htmlFiles)('%s', (file) => {
  const html = readBuilt(file);

  it('carries the Content-Security-Policy meta before any style or script', () => {
    const metas = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/g)];
    expect(metas).toHaveLength(1);
    const policy = metas[0]?.[1] ?? '';
    expect(policy).toBe(contentSecurityPolicy({ connectOrigin, header: false }));
    expect(policy).toContain(`connect-src 'self' ${connectOrigin};`);
    expect(policy).toMatch(/script-src 'self';/);

    const metaAt = html.indexOf('http-equiv="Content-Security-Policy"');
    for (const tag of ['<style', '<script', '<link']) {
      const first = html.indexOf(tag);
      if (first !== -1) expect(metaAt).toBeLessThan(first);
    }
  });

  it('has no inline executable script and no script from another origin', () => {
    const scripts = scriptTags(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const { attrs, body } of scripts) {
      if (attr(attrs, 'type') === 'application/ld+json') continue;
      expect(attr(attrs, 'src'), `inline script: ${attrs}`).toMatch(/^\/[^/]/);
      expect(body.trim()).toBe('');
    }
  });

  it('has no inline event handlers or javascript: URLs', () => {
    expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
    expect(html).not.toMatch(/(href|src|action)="\s*javascript:/i);
  });
});
