import type { Plugin } from 'vite';
import { contentSecurityPolicy, emailjsOrigin } from './content-security-policy.ts';

/**
 * Puts the CSP <meta> in the built index.html, which every page is made from. Build only: the dev
 * server injects inline scripts (React refresh) that a strict policy would block.
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

/** `html` with the policy's <meta> right after its <meta charset>, before all it must cover. */
export function withCspMeta(html: string, policy: string): string {
  const charset = /<meta charset="[^"]*"\s*\/?>/i;
  if (!charset.test(html)) throw new Error('csp-meta: index.html has no <meta charset> to follow');
  return html.replace(
    charset,
    (tag) => `${tag}\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
  );
}
