import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { staticServerChecks } from '../support/static-server-checks.ts';
import { startWrangler } from '../support/wrangler-server.ts';

// The build as Cloudflare Pages serves it: `wrangler pages dev` (workerd, the Pages runtime) with
// dist/_headers, dist/_redirects and functions/. The same checks as deploy/nginx.conf's spec, then
// the editor's GitHub login against a local stand-in for GitHub's token endpoint. One server for
// the whole file, so the tests run in order.
test.describe.configure({ mode: 'serial' });

const client = { id: 'test-client-id', secret: 'test-client-secret' };
const token = 'gho_test-token';

/** GitHub's token endpoint, as far as the login uses it: records each exchange, answers a token for `good-code`. */
let github: Server;
const exchanges: Record<string, string>[] = [];

test.beforeAll(async () => {
  github = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const sent = JSON.parse(body || '{}') as Record<string, string>;
      exchanges.push(sent);
      response.setHeader('Content-Type', 'application/json');
      const valid =
        sent.code === 'good-code' && sent.client_id === client.id && sent.client_secret === client.secret;
      response.end(
        JSON.stringify(
          valid
            ? { access_token: token, token_type: 'bearer', scope: 'repo' }
            : {
                error: 'bad_verification_code',
                error_description: 'The code passed is incorrect or expired.',
              },
        ),
      );
    });
  });
  await new Promise<void>((done) => github.listen(0, '127.0.0.1', done));
});

test.afterAll(async () => {
  await new Promise((done) => github.close(done));
});

staticServerChecks({
  start: async ({ root, port }) =>
    startWrangler({
      root,
      port,
      bindings: {
        GITHUB_CLIENT_ID: client.id,
        GITHUB_CLIENT_SECRET: client.secret,
        GITHUB_TOKEN_URL: `http://127.0.0.1:${(github.address() as AddressInfo).port}/login/oauth/access_token`,
      },
    }),
  port: Number(process.env.PAGES_PORT ?? 0) || undefined,
  // Cloudflare Pages marks its own 404 answers no-store (stricter than the rules' no-cache).
  notFoundCacheControl: 'no-store',
  // Cloudflare compresses at its edge; workerd on this machine sends bytes as they are.
  compresses: false,
  moreTests(origin) {
    test('does not serve its own configuration files', async ({ request }) => {
      for (const path of ['/_headers', '/_redirects']) {
        expect((await request.get(`${origin()}${path}`)).status(), path).not.toBe(200);
      }
    });

    test("the editor's login: /api/auth sends the visitor to GitHub with a state it remembers", async ({
      request,
    }) => {
      const response = await request.get(`${origin()}/api/auth?provider=github&site_id=x&scope=repo`, {
        maxRedirects: 0,
      });
      expect(response.status()).toBe(302);
      const target = new URL(response.headers()['location'] ?? '');
      expect(`${target.origin}${target.pathname}`).toBe('https://github.com/login/oauth/authorize');
      expect(Object.fromEntries(target.searchParams)).toEqual({
        client_id: client.id,
        redirect_uri: `${origin()}/api/callback`,
        scope: 'repo',
        state: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      expect(response.headers()['set-cookie']).toContain(
        `=${String(target.searchParams.get('state'))}; Path=/api; HttpOnly`,
      );
      expect(response.headers()['cache-control']).toBe('no-store');
    });

    test("the editor's login: the callback hands Decap the token by its message handshake", async ({
      page,
      context,
    }) => {
      // The popup's first step, in this browser (the state cookie is set for it).
      const auth = await context.request.get(`${origin()}/api/auth?provider=github&site_id=x&scope=repo`, {
        maxRedirects: 0,
      });
      const state = new URL(auth.headers()['location'] ?? '').searchParams.get('state') ?? '';
      exchanges.length = 0;

      // The editor's window, doing what decap-cms-lib-auth does: open the popup, echo its
      // "authorizing:github", and wait for "authorization:github:success:{...}" from its own origin.
      // From /admin/, with its headers: a public page's same-origin COOP would cut the popup's opener.
      // (The frame's own goto: the editor's page never hydrates, which page.goto waits for here.)
      await page.mainFrame().goto(`${origin()}/admin/`);
      const message = await page.evaluate(async (callback) => {
        const popup = window.open(callback, 'login', 'width=600,height=600');
        return new Promise<{ data: string; origin: string }>((done) => {
          window.addEventListener('message', (event: MessageEvent<string>) => {
            if (event.data === 'authorizing:github') popup?.postMessage(event.data, event.origin);
            else done({ data: event.data, origin: event.origin });
          });
        });
      }, `/api/callback?code=good-code&state=${state}`);

      expect(message.origin).toBe(origin());
      expect(message.data).toBe(
        `authorization:github:success:${JSON.stringify({ token, provider: 'github' })}`,
      );
      expect(exchanges).toEqual([
        {
          client_id: client.id,
          client_secret: client.secret,
          code: 'good-code',
          redirect_uri: `${origin()}/api/callback`,
        },
      ]);
    });

    test("the editor's login: a callback without this browser's state gets no token and asks GitHub nothing", async ({
      request,
    }) => {
      exchanges.length = 0;
      const forged = await request.get(`${origin()}/api/callback?code=good-code&state=someone-elses`);
      expect(forged.status()).toBe(400);
      const html = await forged.text();
      expect(html).toContain('authorization:github:error:');
      expect(html).not.toContain(token);
      expect(exchanges).toEqual([]);
      expect(forged.headers()['cache-control']).toBe('no-store');
      expect(forged.headers()['content-security-policy']).toMatch(/^default-src 'none'; script-src 'nonce-/);
    });

    test("the editor's login: a code GitHub refuses ends in an error message, not a token", async ({
      request,
    }) => {
      const auth = await request.get(`${origin()}/api/auth?provider=github`, { maxRedirects: 0 });
      const state = new URL(auth.headers()['location'] ?? '').searchParams.get('state') ?? '';
      const refused = await request.get(`${origin()}/api/callback?code=expired-code&state=${state}`);
      expect(refused.status()).toBe(400);
      expect(await refused.text()).toContain('The code passed is incorrect or expired.');
    });
  },
});
