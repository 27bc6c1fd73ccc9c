// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailEndpointHandler, emailSendPath } from '../../tools/email-endpoint-plugin';

let server: Server;
let base: string;
let dir: string;
let bookingsFile: string;
const printed: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bookings-'));
  bookingsFile = join(dir, 'nested', 'bookings.jsonl');
  const handler = emailEndpointHandler({ bookingsFile, print: (text) => printed.push(text) });
  server = createServer((req, res) =>
    handler(req, res, () => {
      res.statusCode = 404;
      res.end('not the endpoint');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

const post = (body: string) =>
  fetch(base + emailSendPath, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

const valid = {
  lib_version: '4.4.1',
  user_id: 'local_public_key',
  service_id: 'local_service',
  template_id: 'local_template',
  template_params: {
    name: 'Amina\u001b[31m',
    reference: 'BK-7Q2F9K',
    message: '<img src=x onerror=alert(1)>',
  },
};

describe('local e-mail endpoint', () => {
  it('answers a CORS preflight', async () => {
    const response = await fetch(base + emailSendPath, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/content-type/i);
  });

  it('accepts a valid booking with 200 OK, appends it as a JSON line and prints it safely', async () => {
    const response = await post(JSON.stringify(valid));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('OK');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');

    const lines = (await readFile(bookingsFile, 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject(valid);
    const output = printed.join('\n');
    expect(output).toContain('BK-7Q2F9K');
    expect(output).toContain('<img src=x onerror=alert(1)>');
    // A terminal escape sequence typed into the form is not passed to the terminal.
    expect(output).not.toContain('\u001b');
  });

  it.each([
    ['user_id', 'The user_id (public key) is required'],
    ['service_id', 'The service_id is required'],
    ['template_id', 'The template_id is required'],
  ])('refuses a body without %s with 400 and a text message', async (key, message) => {
    const response = await post(JSON.stringify({ ...valid, [key]: undefined }));
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(message);
  });

  it('refuses malformed JSON and a non-object template_params with 400', async () => {
    expect((await post('{"user_id":')).status).toBe(400);
    expect((await post(JSON.stringify({ ...valid, template_params: 'x' }))).status).toBe(400);
  });

  it('refuses other methods and leaves other paths alone', async () => {
    expect((await fetch(base + emailSendPath)).status).toBe(405);
    expect((await fetch(`${base}/about`)).status).toBe(404);
  });

  it('counts only accepted bookings in the file', async () => {
    const lines = (await readFile(bookingsFile, 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(1);
  });
});
