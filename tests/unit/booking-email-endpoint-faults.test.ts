// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointFault, EndpointRequest } from '../../tools/email-endpoint-faults';
import { emailEndpointHandler, emailSendPath } from '../../tools/email-endpoint-plugin';

let server: Server;
let base: string;
let dir: string;
let bookingsFile: string;
let nextFault: EndpointFault = 'ok';
const log: EndpointRequest[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bookings-faults-'));
  bookingsFile = join(dir, 'bookings.jsonl');
  const handler = emailEndpointHandler({
    bookingsFile,
    print: () => {},
    faults: { choose: () => nextFault, hangMs: 10_000, slowMs: 50, log: (entry) => log.push(entry) },
  });
  server = createServer((req, res) => handler(req, res, () => res.end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

const send = (reference: string, fault: EndpointFault, signal?: AbortSignal) => {
  nextFault = fault;
  return fetch(base + emailSendPath, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Referer: 'http://localhost/booking?tab=1' },
    signal,
    body: JSON.stringify({
      lib_version: '4.4.1',
      user_id: 'local_public_key',
      service_id: 'local_service',
      template_id: 'local_template',
      template_params: { reference, message: 'soak' },
    }),
  });
};

const recordedReferences = async () =>
  (await readFile(bookingsFile, 'utf8').catch(() => ''))
    .trim()
    .split('\n')
    .filter(Boolean)
    .map(
      (line) => (JSON.parse(line) as { template_params: { reference: string } }).template_params.reference,
    );

const entry = (reference: string) => log.find((item) => item.reference === reference);

describe('local e-mail endpoint, under the soak’s fault injection', () => {
  it.each([
    ['server-error', 500],
    ['unavailable', 503],
    ['rate-limited', 429],
    ['bad-request', 400],
  ] as const)('answers %s with %i and does not record the booking', async (fault, status) => {
    const reference = `BK-${fault}`;
    const response = await send(reference, fault);
    expect(response.status).toBe(status);
    expect(await recordedReferences()).not.toContain(reference);
    expect(entry(reference)).toMatchObject({ fault, end: { how: 'answered', status } });
  });

  it('resets the connection without recording', async () => {
    await expect(send('BK-RESET', 'reset')).rejects.toThrow();
    expect(await recordedReferences()).not.toContain('BK-RESET');
    expect(entry('BK-RESET')?.recordedAt).toBeUndefined();
  });

  it('records, then drops the connection, when the answer is lost', async () => {
    await expect(send('BK-LOST', 'answer-lost')).rejects.toThrow();
    expect(await recordedReferences()).toContain('BK-LOST');
    expect(entry('BK-LOST')).toMatchObject({ end: { how: 'destroyed' } });
    expect(entry('BK-LOST')?.recordedAt).toBeTypeOf('number');
  });

  it('records a hung request on arrival, and sees the client give up first', async () => {
    // The client gives up once the booking is recorded: a fixed 100 ms timeout, on a loaded
    // machine, gave up before the request had even arrived.
    const client = new AbortController();
    const sent = send('BK-HANG', 'hang', client.signal);
    await expect.poll(() => entry('BK-HANG')?.recordedAt).toBeTypeOf('number');
    client.abort();
    await expect(sent).rejects.toThrow();
    expect(await recordedReferences()).toContain('BK-HANG');
    await expect.poll(() => entry('BK-HANG')?.end?.how).toBe('client-closed');
  });

  it('records and answers 200 for ok and slow, with the sender’s page', async () => {
    expect((await send('BK-OK', 'ok')).status).toBe(200);
    expect((await send('BK-SLOW', 'slow')).status).toBe(200);
    expect(await recordedReferences()).toEqual(expect.arrayContaining(['BK-OK', 'BK-SLOW']));
    expect(entry('BK-OK')).toMatchObject({ referer: 'http://localhost/booking?tab=1', fault: 'ok' });
  });
});
