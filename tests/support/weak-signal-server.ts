// A weak mobile signal, for real: a node http server on loopback in front of the build's preview,
// which sends each answer's headers and then its body a few KB a second, or holds back the first
// byte. Nothing is emulated in the browser and no timer is mocked: the worker meets the bytes as a
// phone on 2G would.
import { request as forward, createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, startPreview } from './pwa-preview-server.ts';

export type Signal =
  /** Every byte at once. */
  | { kind: 'good' }
  /** Headers at once, then `bytesPerSecond`, sent in tenths of a second. */
  | { kind: 'dribble'; bytesPerSecond: number }
  /** Nothing for `delayMs`, then the whole answer. */
  | { kind: 'late'; delayMs: number };

export interface WeakSignalServer {
  origin: string;
  /** What every answer from now on meets. */
  setSignal: (signal: Signal) => void;
  /** Stops the server and the preview behind it, and drops every open connection. */
  stop: () => Promise<void>;
}

async function send(body: Buffer, out: ServerResponse, signal: Signal) {
  if (signal.kind !== 'dribble') {
    out.end(body);
    return;
  }
  const slice = Math.max(1, Math.round(signal.bytesPerSecond / 10));
  for (let at = 0; at < body.length && !out.destroyed; at += slice) {
    out.write(body.subarray(at, at + slice));
    await sleep(100);
  }
  out.end();
}

/** Starts the build's preview and the weak signal in front of it, `good` until told otherwise. */
export async function startWeakSignal(): Promise<WeakSignalServer> {
  const preview = await startPreview();
  let signal: Signal = { kind: 'good' };
  const answer = (incoming: IncomingMessage, out: ServerResponse) => {
    const current = signal;
    const upstream = forward(
      `${preview.origin}${incoming.url ?? '/'}`,
      {
        method: incoming.method,
        // Uncompressed, so the bytes sent are the file's: the figures below are the build's sizes.
        headers: { ...incoming.headers, host: new URL(preview.origin).host, 'accept-encoding': 'identity' },
      },
      (reply) => {
        const chunks: Buffer[] = [];
        reply.on('data', (chunk: Buffer) => chunks.push(chunk));
        reply.on('end', () => {
          void (async () => {
            if (current.kind === 'late') await sleep(current.delayMs);
            if (out.destroyed) return;
            out.writeHead(reply.statusCode ?? 502, reply.headers);
            // Sent at once, before any of the body, as a server that answers at once does.
            out.flushHeaders();
            await send(Buffer.concat(chunks), out, current);
          })();
        });
      },
    );
    upstream.on('error', () => out.destroy());
    incoming.pipe(upstream);
  };
  const server = createServer(answer);
  const port = await freePort();
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${port}`,
    setSignal: (next) => {
      signal = next;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await preview.stop();
    },
  };
}
