/**
 * The GitHub OAuth handshake the content editor (Decap CMS, at /admin/) needs on the deployed site,
 * as two Cloudflare Pages Functions: /api/auth sends the member of staff to GitHub, /api/callback
 * trades GitHub's code for a token and hands it to the editor's window. A static site cannot keep
 * the client secret; these run on Cloudflare with it in the project's environment, never in the repo.
 *
 * The editor's side (decap-cms-lib-auth, netlify-auth.js) opens /api/auth in a popup and waits for
 * two messages from it: "authorizing:github", which it echoes back, then
 * "authorization:github:success:{...token...}" (or ":error:{...}"), each from its own base_url.
 * This module exports no onRequest handler, so Pages routes nothing to it.
 */

export interface Env {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** For tests only: a local stand-in for GitHub's token endpoint. */
  GITHUB_TOKEN_URL?: string;
}

export interface Context {
  request: Request;
  env: Env;
}

export const authorizeUrl = 'https://github.com/login/oauth/authorize';
export const defaultTokenUrl = 'https://github.com/login/oauth/access_token';

/** The cookie that carries the state from /api/auth to /api/callback (the same browser, same site). */
export const stateCookie = 'kilele_oauth_state';

// Long enough to log in to GitHub (and pass its two-factor check), short enough that a stale
// state is useless.
const stateMaxAgeSeconds = 600;

/** The editor's scope: `repo`, to commit the content files (Decap asks for it; nothing wider). */
const allowedScopes = new Set(['repo', 'public_repo']);

export function scopeOf(url: URL): string {
  const scope = url.searchParams.get('scope') ?? 'repo';
  return allowedScopes.has(scope) ? scope : 'repo';
}

export function callbackUrl(url: URL): string {
  return new URL('/api/callback', url.origin).href;
}

export function stateCookieHeader(state: string, url: URL, maxAge = stateMaxAgeSeconds): string {
  // Secure wherever the site is served over HTTPS (always, deployed); `wrangler pages dev` is plain http.
  const secure = url.protocol === 'https:' ? '; Secure' : '';
  return `${stateCookie}=${state}; Path=/api; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

export function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** A plain-text answer for a misconfigured project (the staff see it in the popup). */
export function notConfigured(): Response {
  return new Response(
    'The editor login is not set up: GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET must be set in the Cloudflare Pages project (see the README, Deploy).',
    { status: 500, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } },
  );
}

export type Outcome = { token: string } | { error: string };

/**
 * The popup's page: tells the editor's window it is here, waits for the echo, then posts the
 * outcome to that window only (same origin: the editor is on this site), and closes. The script is
 * allowed by a nonce; the message is JSON with `<` escaped, so no value can end the script.
 */
export function callbackPage(outcome: Outcome): Response {
  const message =
    'token' in outcome
      ? `authorization:github:success:${JSON.stringify({ token: outcome.token, provider: 'github' })}`
      : `authorization:github:error:${JSON.stringify({ message: outcome.error })}`;
  const nonce = crypto.randomUUID().replace(/-/g, '');
  const script = `
const message = ${JSON.stringify(message).replace(/</g, '\\u003c')};
window.addEventListener('message', (event) => {
  if (event.origin !== window.location.origin || event.data !== 'authorizing:github') return;
  window.opener.postMessage(message, event.origin);
});
if (window.opener) window.opener.postMessage('authorizing:github', window.location.origin);
`;
  const text =
    'token' in outcome ? 'Logged in. You can close this window.' : `Login failed: ${outcome.error}`;
  const html = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><meta name="robots" content="noindex" /><title>Content editor login</title></head>
  <body>
    <p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>
    <script nonce="${nonce}">${script}</script>
  </body>
</html>
`;
  return new Response(html, {
    status: 'token' in outcome ? 200 : 400,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      // A token is in this page: never stored by any cache.
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; frame-ancestors 'none'`,
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

interface TokenAnswer {
  access_token?: string;
  error?: string;
  error_description?: string;
}

/** Trades GitHub's one-time code for the member of staff's token. */
export async function exchangeCode(env: Env, code: string, redirectUri: string): Promise<Outcome> {
  const response = await fetch(env.GITHUB_TOKEN_URL || defaultTokenUrl, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'User-Agent': 'kilele-college-cms',
    },
    body: JSON.stringify({
      client_id: env.GITHUB_CLIENT_ID,
      client_secret: env.GITHUB_CLIENT_SECRET,
      code,
      redirect_uri: redirectUri,
    }),
  });
  if (!response.ok) return { error: `GitHub answered ${response.status}` };
  const answer = (await response.json()) as TokenAnswer;
  if (answer.access_token) return { token: answer.access_token };
  return { error: answer.error_description || answer.error || 'GitHub gave no token' };
}
