import { expect, test } from './fixtures';
import { startPreview } from '../support/pwa-preview-server.ts';
import { entryScriptOf, staticServerChecks } from '../support/static-server-checks.ts';

// `vite preview` (npm start, every benchmark, these tests' own server) serves the build as the
// deploy rules say (tools/served-as-deployed-plugin.ts): the same checks as nginx and Cloudflare
// Pages, so a benchmark measures what a phone gets. One server for the file: in order.
test.describe.configure({ mode: 'serial' });

staticServerChecks({
  start: ({ root, port }) => startPreview({ outDir: root, port }),
  // The not-found page as nginx sends it: the rules' revalidation.
  notFoundCacheControl: 'no-cache',
  compresses: true,
  // pwa-offline.spec.ts walks every page offline from this same server, by link, address and reload.
  offlineWalk: false,
  moreTests(origin) {
    // What Cloudflare's edge sends a phone, which takes Brotli: a benchmark measures those bytes.
    test('answers in Brotli where the browser takes it: a page, a script and the not-found page', async ({
      request,
    }) => {
      const brotli = { headers: { 'Accept-Encoding': 'br, gzip' } };
      const home = await request.get(`${origin()}/`, brotli);
      const script = entryScriptOf(await home.text());
      expect(script).toBeTruthy();
      for (const path of ['/', script, '/no-such-page']) {
        const response = await request.get(`${origin()}${path}`, brotli);
        expect(response.headers()['content-encoding'], path).toBe('br');
      }
    });
  },
});
