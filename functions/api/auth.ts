// GET /api/auth (the editor's popup): sends the member of staff to GitHub to log in, with a fresh
// state that /api/callback checks against the cookie set here.
import {
  authorizeUrl,
  callbackUrl,
  notConfigured,
  scopeOf,
  stateCookieHeader,
  type Context,
} from '../github-oauth';

export function onRequestGet({ request, env }: Context): Response {
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) return notConfigured();
  const url = new URL(request.url);
  const state = crypto.randomUUID();
  const target = new URL(authorizeUrl);
  target.searchParams.set('client_id', env.GITHUB_CLIENT_ID);
  target.searchParams.set('redirect_uri', callbackUrl(url));
  target.searchParams.set('scope', scopeOf(url));
  target.searchParams.set('state', state);
  return new Response(null, {
    status: 302,
    headers: {
      Location: target.href,
      'Set-Cookie': stateCookieHeader(state, url),
      'Cache-Control': 'no-store',
    },
  });
}
