import { expect, test } from './fixtures';
import { nginxBinary, startNginx } from '../support/nginx-server.ts';
import { staticServerChecks } from '../support/static-server-checks.ts';

// deploy/nginx.conf on the real server: one nginx for the whole file, so the tests run in order.
test.describe.configure({ mode: 'serial' });

// Where nginx truly cannot be had (no root to install it), `npm test` says so and skips this file,
// visibly; .ci/run sets REQUIRE_NGINX, so there a missing nginx fails instead.
test.skip(
  !nginxBinary && !process.env.REQUIRE_NGINX,
  "nginx is not installed: install Debian's nginx-light or set NGINX_PATH",
);

staticServerChecks({
  start: startNginx,
  port: Number(process.env.NGINX_PORT ?? 0),
  // nginx sends the rules' revalidation on its 404 page too (`always`).
  notFoundCacheControl: 'no-cache',
  compresses: true,
  moreTests(origin) {
    test('names itself nginx', async ({ request }) => {
      expect((await request.get(`${origin()}/`)).headers()['server']).toBe('nginx');
    });
  },
});
