import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, defaultEmailjsOrigin } from '../../tools/content-security-policy';
import {
  headersFile,
  immutable,
  nginxConf,
  pagePaths,
  redirectsFile,
  redirectStatus,
} from '../../tools/deploy-rules';

const origin = defaultEmailjsOrigin;

/** `_headers` as Cloudflare Pages reads it: pattern -> header lines (detaches as `! Name`). */
function rules(file: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const block of file.split(/\n\n+/)) {
    const [pattern = '', ...lines] = block.split('\n').filter((line) => !line.startsWith('#'));
    if (pattern)
      map.set(
        pattern,
        lines.map((line) => line.trim()),
      );
  }
  return map;
}

describe('deploy rules', () => {
  it('deploy/nginx.conf is generated from them (run `npm run deploy:nginx` after changing the rules)', () => {
    expect(readFileSync('deploy/nginx.conf', 'utf8')).toBe(nginxConf({ connectOrigin: origin }));
  });

  it('gives every path the public CSP (with frame-ancestors) and revalidation, hashed assets a year', () => {
    const headers = rules(headersFile({ connectOrigin: origin }));
    expect(headers.get('/*')).toEqual(
      expect.arrayContaining([
        'Cache-Control: no-cache',
        `Content-Security-Policy: ${contentSecurityPolicy({ connectOrigin: origin, header: true })}`,
      ]),
    );
    expect(contentSecurityPolicy({ connectOrigin: origin, header: true })).toContain(
      "frame-ancestors 'none'",
    );
    for (const folder of ['/assets/*', '/admin/assets/*']) {
      // Detached first: two values of one header from two rules would be joined with a comma.
      expect(headers.get(folder)).toEqual(['! Cache-Control', `Cache-Control: ${immutable}`]);
    }
  });

  it("gives /admin/ the editor's own policy instead of the public one", () => {
    const admin = rules(headersFile({ connectOrigin: origin })).get('/admin/*') ?? [];
    expect(admin).toContain('! Content-Security-Policy');
    expect(admin).toContain('! Cross-Origin-Opener-Policy');
    const csp = admin.find((line) => line.startsWith('Content-Security-Policy:')) ?? '';
    expect(csp).toContain("'unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('localhost');
    expect(admin).toContain('X-Robots-Tag: noindex, nofollow');
  });

  it('redirects each page’s trailing-slash form and /admin, as nginx does', () => {
    const pages = pagePaths(['index.html', '404.html', 'about.html', 'courses.html', 'sw.js', 'admin']);
    expect(pages).toEqual(['/about', '/courses']);
    expect(
      redirectsFile(pages)
        .split('\n')
        .filter((line) => !line.startsWith('#')),
    ).toEqual([
      `/about/ /about ${redirectStatus}`,
      `/courses/ /courses ${redirectStatus}`,
      `/admin /admin/ ${redirectStatus}`,
      '',
    ]);
    const nginx = nginxConf({ connectOrigin: origin });
    expect(nginx).toContain(`return ${redirectStatus} $kilele_page$is_args$args;`);
    expect(nginx).toContain(`return ${redirectStatus} /admin/$is_args$args;`);
  });
});
