// GET /api/callback (GitHub sends the popup here): checks the state against the cookie /api/auth
// set, trades the code for a token, and hands the outcome to the editor's window.
import {
  callbackPage,
  callbackUrl,
  cookieValue,
  exchangeCode,
  notConfigured,
  stateCookie,
  stateCookieHeader,
  type Context,
} from '../github-oauth';

export async function onRequestGet({ request, env }: Context): Promise<Response> {
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) return notConfigured();
  const url = new URL(request.url);
  const code = url.searchParams.get('code');
  const state = url.searchParams.get('state');
  const expected = cookieValue(request, stateCookie);

  let response: Response;
  if (url.searchParams.get('error')) {
    response = callbackPage({
      error: url.searchParams.get('error_description') || 'GitHub refused the login',
    });
  } else if (!code || !state || !expected || state !== expected) {
    // Not the login this browser started (or it took longer than the cookie lives): no exchange.
    response = callbackPage({ error: 'the login could not be verified; please try again' });
  } else {
    response = callbackPage(await exchangeCode(env, code, callbackUrl(url)));
  }
  // The state is used once.
  response.headers.append('Set-Cookie', stateCookieHeader('', url, 0));
  return response;
}
