// `npm start` and `vite preview` send the headers the build wrote (its _headers), never a policy
// recomputed from the preview's own environment: a build made for an EmailJS origin of its own,
// previewed without its EmailJS variables, still sends (tools/served-as-deployed-plugin.ts).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { paths } from '../../src/config/paths.ts';
import { bookingForm, confirmationHeading, fillBooking, routeEmail } from '../support/booking-helpers.ts';
import { watchCsp } from '../support/csp-violations.ts';
import { startPreview, type PreviewServer } from '../support/pwa-preview-server.ts';
import { expect, test, withoutServiceWorker } from './fixtures';

test.use(withoutServiceWorker);
test.describe.configure({ mode: 'serial' });

// An origin of the build's own (reserved for tests, RFC 2606): no default policy allows it.
const emailjsOrigin = 'https://emailjs.example.test';
const emailVariables = {
  VITE_EMAILJS_PUBLIC_KEY: 'test_public_key',
  VITE_EMAILJS_SERVICE_ID: 'service_test',
  VITE_EMAILJS_TEMPLATE_ID: 'template_test',
  VITE_EMAILJS_ORIGIN: emailjsOrigin,
};

const work = mkdtempSync(join(tmpdir(), 'kilele-preview-headers-'));
const outDir = join(work, 'dist');
let server: PreviewServer | undefined;

test.beforeAll(async () => {
  // One build (the editor left out, as the build tests do); on a busy two-core machine a minute or more.
  test.setTimeout(300_000);
  const env: NodeJS.ProcessEnv = { ...process.env, ...emailVariables, BUILD_DIR: outDir, ADMIN_BUILD: '0' };
  delete env.NODE_ENV;
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { env, encoding: 'utf8' });
  expect(build.status, build.stdout + build.stderr).toBe(0);
  // The preview is started by this process, whose environment has none of them (nor a .env here).
  for (const name of Object.keys(emailVariables)) expect(process.env[name], name).toBeUndefined();
  server = await startPreview({ outDir });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

test('a build previewed without its EmailJS variables sends its policy and still sends a booking', async ({
  page,
  context,
}) => {
  const origin = server?.origin ?? '';
  const email = await routeEmail(context);
  const violations = await watchCsp(page);
  const response = await page.goto(`${origin}${paths.booking}`);
  await fillBooking(page);
  await bookingForm(page).submit.click();
  await expect(confirmationHeading(page)).toBeVisible();
  expect(response?.headers()['content-security-policy']).toContain(`connect-src 'self' ${emailjsOrigin}`);
  expect(email.requests.map((request) => new URL(request.url()).origin)).toEqual([emailjsOrigin]);
  expect(await violations()).toEqual([]);
});
