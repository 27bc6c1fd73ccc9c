/** Where the EmailJS SDK posts when VITE_EMAILJS_ORIGIN is not set. */
export const defaultEmailjsOrigin = 'https://api.emailjs.com';

/** The origin part of VITE_EMAILJS_ORIGIN (a trailing path or slash would not match in connect-src). */
export function emailjsOrigin(value: string | undefined): string {
  return new URL(value && value.trim() !== '' ? value : defaultEmailjsOrigin).origin;
}

/**
 * The site's Content-Security-Policy, for the <meta> tag in every page and the servers' header.
 * style-src needs 'unsafe-inline': Emotion inserts <style> elements at run time, and a nonce or
 * hash cannot work for static files. frame-ancestors is ignored in a <meta> policy.
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
 * The content editor's policy (/admin only): Decap CMS needs 'unsafe-eval' and blob: for its bundled
 * libraries and media previews, https: images from the Git host, and its API and the local backend.
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
