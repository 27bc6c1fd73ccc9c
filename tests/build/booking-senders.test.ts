import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDir } from '../support/built-pages';

// The SDK's own error text for a missing key: in whatever file holds the SDK, whatever the minifier did.
const sdkMark = 'dashboard.emailjs.com';
const scripts = readdirSync(join(buildDir, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => ({ name, code: readFileSync(join(buildDir, 'assets', name), 'utf8') }));

// Both senders live in one module (outbox/send-booking.ts): only tree-shaking and a lazy import()
// keep each context to its own, so the build is what is checked.
describe('the booking senders in the build', () => {
  it('gives the service worker the REST sender and not the EmailJS SDK', () => {
    const sw = readFileSync(join(buildDir, 'sw.js'), 'utf8');
    expect(sw).toContain('/api/v1.0/email/send');
    expect(sw).not.toContain(sdkMark);
    expect(sw).not.toContain('blockHeadless');
  });

  it('loads the SDK in a chunk of its own, not with the outbox every page starts', () => {
    const withSdk = scripts.filter(({ code }) => code.includes(sdkMark)).map(({ name }) => name);
    const withOutbox = scripts
      .filter(({ code }) => code.includes('kilele-booking-outbox'))
      .map(({ name }) => name);
    expect(withSdk).toHaveLength(1);
    expect(withOutbox.length).toBeGreaterThan(0);
    expect(withOutbox).not.toContain(withSdk[0]);
  });
});
