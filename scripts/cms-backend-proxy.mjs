// The editor's local backend on CMS_PORT: requests pass to decap-server one at a time, as it checks
// branches out in its one worktree, which `between` moves too (its own lock fails a wait over 3 s).
import http from 'node:http';
import { buffer } from 'node:stream/consumers';

/**
 * Listens on `port` (rejects if taken), passing requests to 127.0.0.1:`target` once `ready` resolves.
 * `between(failed)` runs before each API request (false) and after its answer (true on a 5xx).
 */
export function startBackendProxy({ port, target, ready, between }) {
  let turn = Promise.resolve();
  const pass = async (request, body, response) => {
    await ready;
    // The API's requests are POSTs; the browser's CORS checks before them (OPTIONS) touch no branch.
    const api = request.method === 'POST';
    if (api) between(false);
    const answer = await new Promise((resolve, reject) => {
      const forwarded = http.request(
        {
          host: '127.0.0.1',
          port: target,
          method: request.method,
          path: request.url,
          headers: request.headers,
        },
        (reply) =>
          buffer(reply).then(
            (body) => resolve({ status: reply.statusCode ?? 502, headers: reply.headers, body }),
            reject,
          ),
      );
      forwarded.on('error', reject);
      forwarded.end(body);
    });
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
    if (api) between(answer.status >= 500);
  };
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      turn = turn
        .then(() => pass(request, Buffer.concat(chunks), response))
        .catch((error) => {
          console.error(`npm run cms: ${error instanceof Error ? error.message : error}`);
          if (response.writableEnded) return;
          // As decap-server answers its own errors, readable by the editor's page (a CORS request).
          response.writeHead(500, {
            'content-type': 'application/json',
            'access-control-allow-origin': request.headers.origin ?? '*',
          });
          response.end(
            JSON.stringify({ error: 'The editor could not do this: see the terminal of npm run cms' }),
          );
        });
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(port), () => resolve(server));
  });
}
