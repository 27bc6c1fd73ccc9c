import { appendFile, mkdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, resolve } from 'node:path';
import type { Plugin, PreviewServer, ViteDevServer } from 'vite';
import { isRecord } from '../src/content/schema/issue-messages.ts';
import { injectFault, type FaultInjection } from './email-endpoint-faults.ts';

/** The path the EmailJS SDK posts to, on whichever origin it is given. */
export const emailSendPath = '/api/v1.0/email/send';

// A booking is about 1 KB; anything far bigger is not one, and is not read into memory.
const maxBodyBytes = 64 * 1024;

export interface EmailEndpointOptions {
  /** JSON-lines file each accepted booking is appended to. */
  bookingsFile: string;
  /** Where each booking is printed (the dev or preview server's terminal). */
  print: (text: string) => void;
  /** Faults to answer with, chosen per request: only the soak (tests/soak) passes this. */
  faults?: FaultInjection;
}

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '86400',
};

function reply(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { ...cors, 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(text);
}

class TooLarge extends Error {}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBodyBytes) throw new TooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The reason EmailJS would refuse this body with a 400, or undefined when it is acceptable. */
function bodyProblem(body: unknown): string | undefined {
  if (!isRecord(body)) return 'The request body must be a JSON object';
  const required = [
    ['user_id', 'The user_id (public key) is required'],
    ['service_id', 'The service_id is required'],
    ['template_id', 'The template_id is required'],
  ] as const;
  for (const [key, message] of required) {
    if (typeof body[key] !== 'string' || body[key] === '') return message;
  }
  if (body.template_params !== undefined && !isRecord(body.template_params))
    return 'The template_params must be an object';
}

// Visitor text is printed to a terminal: control characters (escape sequences) become spaces.
const printable = (value: unknown) =>
  Array.from(String(value), (char) => {
    const code = char.codePointAt(0) ?? 0;
    return code < 0x20 || (code >= 0x7f && code <= 0x9f) ? ' ' : char;
  }).join('');

function describeBooking(body: Record<string, unknown>): string {
  const params = (body.template_params ?? {}) as Record<string, unknown>;
  return [
    `booking ${printable(params.reference ?? '(no reference)')} received by the local e-mail endpoint`,
    ...Object.entries(params).map(([key, value]) => `  ${printable(key)}: ${printable(value)}`),
  ].join('\n');
}

/**
 * A connect handler answering like EmailJS's send endpoint: 400 with a text message for a bad body,
 * 200 "OK" once the booking is printed and stored; with `faults`, the fault chosen for it instead.
 */
export function emailEndpointHandler({
  bookingsFile,
  print,
  faults,
}: EmailEndpointOptions): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  return (req, res, next) => {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== emailSendPath) {
      next();
      return;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST, OPTIONS');
      reply(res, 405, 'Method not allowed');
      return;
    }
    const arrivedAt = Date.now();
    void (async () => {
      let body: unknown;
      try {
        body = JSON.parse(await readBody(req));
      } catch (error) {
        if (error instanceof TooLarge) reply(res, 413, 'The request body is too large');
        else reply(res, 400, 'The request body is not valid JSON');
        return;
      }
      const problem = bodyProblem(body);
      if (problem) {
        reply(res, 400, problem);
        return;
      }
      const fields = body as Record<string, unknown>;
      const store = async (extra: Record<string, unknown> = {}): Promise<boolean> => {
        try {
          await mkdir(dirname(bookingsFile), { recursive: true });
          await appendFile(
            bookingsFile,
            JSON.stringify({ receivedAt: new Date().toISOString(), ...extra, ...fields }) + '\n',
          );
        } catch (error) {
          print(`local e-mail endpoint could not write ${bookingsFile}: ${String(error)}`);
          reply(res, 500, 'The booking could not be stored');
          return false;
        }
        print(describeBooking(fields));
        return true;
      };
      if (faults) {
        return injectFault(faults, {
          req,
          res,
          fields,
          arrivedAt,
          store,
          reply: (status, text) => reply(res, status, text),
        });
      }
      if (await store()) reply(res, 200, 'OK');
    })();
  };
}

/**
 * A local EmailJS-compatible endpoint for `npm run dev` and `npm start`, so a build with no EmailJS
 * ids works end to end. Registered directly, so it runs before the preview router's 404 fallback.
 */
export function emailEndpoint(): Plugin {
  // Returns nothing: a function returned from configurePreviewServer would run as a later hook.
  const use = (server: ViteDevServer | PreviewServer) => {
    const bookingsFile = resolve(server.config.root, process.env.BOOKINGS_FILE ?? '.bookings/bookings.jsonl');
    server.middlewares.use(
      emailEndpointHandler({ bookingsFile, print: (text) => server.config.logger.info(text) }),
    );
  };
  return { name: 'college:email-endpoint', configureServer: use, configurePreviewServer: use };
}
