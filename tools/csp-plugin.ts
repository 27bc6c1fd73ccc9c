import type { Plugin } from 'vite';
import { contentSecurityPolicy, emailjsOrigin } from './content-security-policy.ts';

/**
 * Puts the Content-Security-Policy <meta> right after <meta charset> in the built index.html, which
 * the prerenderer then copies into every page. A meta policy only covers what follows it, so it
 * goes before any stylesheet or script. Build only: the dev server injects inline scripts (React
 * refresh) that a strict policy would block.
 */
export function cspMeta(): Plugin {
  let policy = '';
  return {
    name: 'college:csp-meta',
    apply: 'build',
    configResolved(config) {
      policy = contentSecurityPolicy({
        connectOrigin: emailjsOrigin(config.env.VITE_EMAILJS_ORIGIN as string | undefined),
        header: false,
      });
    },
    transformIndexHtml: { order: 'post', handler: (html) => withCspMeta(html, policy) },
  };
}

/** `html` with the policy's <meta> right after its <meta charset>. */
export function withCspMeta(html: string, policy: string): string {
  const charset = /<meta charset="[^"]*"\s*\/?>/i;
  if (!charset.test(html)) throw new Error('csp-meta: index.html has no <meta charset> to follow');
  return html.replace(
    charset,
    (tag) => `${tag}\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
  );
}
