/**
 * EmailJS configuration from the build-time env: all three ids set, bookings go to EmailJS; none set,
 * to the local endpoint `npm start` and `npm run dev` serve (tools/email-endpoint-plugin.ts); some
 * set, every booking fails with the contact details rather than go somewhere half-configured.
 * Reads `self.location`, never `window`, so the service worker can use it too.
 */

export const defaultEmailjsOrigin = 'https://api.emailjs.com';

/** Ids the local endpoint accepts: it only checks they are present, as EmailJS does first. */
export const localEmailIds = {
  publicKey: 'local_public_key',
  serviceId: 'local_service',
  templateId: 'local_template',
} as const;

export interface EmailConfig {
  mode: 'emailjs' | 'local';
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** Origin the EmailJS REST path is appended to, without a trailing slash. */
  origin: string;
}

export type EmailConfigResult = { ok: true; config: EmailConfig } | { ok: false; problem: string };

/** The raw variables, as Vite exposes them on import.meta.env. */
export type EmailEnv = Partial<Record<(typeof idVariables)[number] | 'VITE_EMAILJS_ORIGIN', unknown>>;

const idVariables = [
  'VITE_EMAILJS_PUBLIC_KEY',
  'VITE_EMAILJS_SERVICE_ID',
  'VITE_EMAILJS_TEMPLATE_ID',
] as const;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const misconfigured = (problem: string) =>
  ({ ok: false, problem: `EmailJS is misconfigured: ${problem}` }) as const;

/** Resolves the configuration from env values and the page's (or worker's) own origin. */
export function resolveEmailConfig(env: EmailEnv, ownOrigin: string): EmailConfigResult {
  const publicKey = text(env.VITE_EMAILJS_PUBLIC_KEY);
  const serviceId = text(env.VITE_EMAILJS_SERVICE_ID);
  const templateId = text(env.VITE_EMAILJS_TEMPLATE_ID);
  const missing = idVariables.filter((name) => text(env[name]) === '');

  if (missing.length === idVariables.length) {
    return { ok: true, config: { mode: 'local', ...localEmailIds, origin: ownOrigin } };
  }
  if (missing.length > 0) {
    return misconfigured(
      `missing ${missing.join(', ')}. Set all three of ${idVariables.join(', ')} ` +
        '(see .env.example), or none of them to use the local e-mail endpoint.',
    );
  }

  const rawOrigin = text(env.VITE_EMAILJS_ORIGIN) || defaultEmailjsOrigin;
  let origin: URL;
  try {
    origin = new URL(rawOrigin);
  } catch {
    return misconfigured(`VITE_EMAILJS_ORIGIN "${rawOrigin}" is not a URL.`);
  }
  if (origin.protocol !== 'https:' && origin.protocol !== 'http:') {
    return misconfigured(`VITE_EMAILJS_ORIGIN "${rawOrigin}" is not http(s).`);
  }
  return {
    ok: true,
    config: { mode: 'emailjs', publicKey, serviceId, templateId, origin: origin.origin },
  };
}

/**
 * Why a build for the web (`npm run build:web`) must stop, if it must: without the ids it would send
 * bookings to the local endpoint, which no static host serves.
 */
export function webBuildProblem(env: EmailEnv): string | undefined {
  if (idVariables.every((name) => text(env[name]) !== '')) {
    // Its own origin matters only to the local endpoint, which three ids never choose.
    const result = resolveEmailConfig(env, '');
    return result.ok ? undefined : result.problem;
  }
  return (
    `A build for the web sends bookings through EmailJS: set ${idVariables.join(', ')} where the site ` +
    "is built (Cloudflare Pages: the project's Settings, Variables and Secrets, for Production and " +
    'Preview; nginx or a direct upload: .env or the environment of `npm run build:web`). Without ' +
    'them bookings would go to /api/v1.0/email/send, which no static host serves. See docs/deploying.md.'
  );
}

let resolved: EmailConfigResult | undefined;

/** This build's configuration (resolved once; call only in the browser or the service worker). */
export function getEmailConfig(): EmailConfigResult {
  resolved ??= resolveEmailConfig(
    {
      VITE_EMAILJS_PUBLIC_KEY: import.meta.env.VITE_EMAILJS_PUBLIC_KEY,
      VITE_EMAILJS_SERVICE_ID: import.meta.env.VITE_EMAILJS_SERVICE_ID,
      VITE_EMAILJS_TEMPLATE_ID: import.meta.env.VITE_EMAILJS_TEMPLATE_ID,
      VITE_EMAILJS_ORIGIN: import.meta.env.VITE_EMAILJS_ORIGIN,
    },
    self.location.origin,
  );
  return resolved;
}

let checked = false;

/** Says at start, once per page or worker, how bookings will be sent, and loudly if they cannot be. */
export function checkEmailConfig(): void {
  if (checked) return;
  checked = true;
  const result = getEmailConfig();
  if (!result.ok) {
    // The spec's prefix, so the same console filter catches this and every failed send.
    console.error(`Error sending email: ${result.problem}`);
  } else if (result.config.mode === 'local') {
    console.info(
      'EmailJS ids are not set: bookings go to the local endpoint at /api/v1.0/email/send ' +
        '(served by `npm start` and `npm run dev`). See .env.example to use EmailJS.',
    );
  }
}
