/** Where the EmailJS SDK posts when VITE_EMAILJS_ORIGIN is not set. */
export const defaultEmailjsOrigin = 'https://api.emailjs.com';

/** The origin part of VITE_EMAILJS_ORIGIN (a trailing path or slash would not match in connect-src). */
export function emailjsOrigin(value: string | undefined): string {
  return new URL(value && value.trim() !== '' ? value : defaultEmailjsOrigin).origin;
}

/**
 * The site's Content-Security-Policy, one source for the <meta> tag in every built page and the
 * header in deploy/nginx.conf (a test checks the two agree).
 *
 * - Scripts only from the site itself: Vite emits no inline script, and JSON-LD blocks are data,
 *   which script-src does not govern.
 * - style-src needs 'unsafe-inline': Emotion (Chakra's styling engine) inserts <style> elements at
 *   run time, and the prerendered pages carry their critical CSS inline. A nonce or hash cannot
 *   work for a static site: the files are the same for every response, and run-time styles change.
 * - connect-src: the site itself (local e-mail endpoint, service worker updates) and EmailJS.
 * - frame-ancestors is ignored in a <meta> policy, so only the header carries it.
 */
export function contentSecurityPolicy({ connectOrigin, header }: { connectOrigin: string; header: boolean }) {
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    `connect-src 'self' ${connectOrigin}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    ...(header ? ["frame-ancestors 'none'"] : []),
  ];
  return directives.join('; ');
}

/**
 * The content editor's policy (/admin only, its own page): Decap CMS needs what the public pages
 * never allow. 'unsafe-eval' and blob: for its bundled libraries and media previews, https: images
 * (previews from the Git host), and connections to the Git host's API and the local backend (the
 * page's meta tag only: a deployed site's header has none). frame-ancestors only in the header
 * (ignored in a meta tag).
 */
export function adminContentSecurityPolicy({
  localBackend,
  header,
}: {
  localBackend?: string;
  header: boolean;
}) {
  const directives = [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval' blob:",
    // blob: for the media library's previews of pictures the editor holds in memory.
    ["connect-src 'self' blob:", localBackend, 'https://api.github.com https://gitlab.com']
      .filter(Boolean)
      .join(' '),
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "style-src 'self' 'unsafe-inline'",
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    ...(header ? ["frame-ancestors 'none'"] : []),
  ];
  return directives.join('; ');
}
