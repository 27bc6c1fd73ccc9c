import { describe, expect, it } from 'vitest';
import { adminHeaders, headersFile, immutable, publicHeaders, revalidate } from '../../tools/deploy-rules';
import { headersOf, parseHeadersFile } from '../../tools/headers-file';

// A build made for an EmailJS origin of its own: what `vite preview` reads back from its _headers
// must be that build's policy, whatever origin the preview's environment would name.
const connectOrigin = 'https://relay.example.org';
const rules = parseHeadersFile(headersFile({ connectOrigin }));

describe("the build's _headers, read back as Cloudflare Pages applies it", () => {
  it('gives a page the public headers with the build’s EmailJS origin, revalidated', () => {
    expect(headersOf(rules, '/about')).toEqual({
      'Cache-Control': revalidate,
      ...publicHeaders(connectOrigin),
    });
    expect(headersOf(rules, '/about')['Content-Security-Policy']).toContain(
      `connect-src 'self' ${connectOrigin}`,
    );
  });

  it('gives hashed files a year, once (the broader rule’s value detached, not joined)', () => {
    expect(headersOf(rules, '/assets/index-abc123.js')).toEqual({
      ...publicHeaders(connectOrigin),
      'Cache-Control': immutable,
    });
    expect(headersOf(rules, '/pictures/phone/hero-1a2b.webp')['Cache-Control']).toBe(immutable);
  });

  it('gives the editor its own policy and none of the public-only headers', () => {
    expect(headersOf(rules, '/admin/index.html')).toEqual({ 'Cache-Control': revalidate, ...adminHeaders() });
  });

  it('joins a header two rules set with a comma, and matches `:name` to one segment only', () => {
    const joined = parseHeadersFile('/*\n  Link: <a>\n\n/docs/:page\n  Link: <b>\n  ! X-Gone\n');
    expect(headersOf(joined, '/docs/intro')).toEqual({ Link: '<a>, <b>' });
    expect(headersOf(joined, '/docs/intro/more')).toEqual({ Link: '<a>' });
  });
});
