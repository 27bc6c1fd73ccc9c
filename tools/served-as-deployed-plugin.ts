import { readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { localeOfPath, notFoundPageOf } from '../src/config/locales.ts';
import { cmsPort } from './admin-plugin.ts';
import { adminContentSecurityPolicy } from './content-security-policy.ts';
import { adminFolder, compressedTypes, compressMinBytes, gzipLevel, revalidate } from './deploy-rules.ts';
import { headersOf, parseHeadersFile } from './headers-file.ts';

/**
 * The headers the build wrote in `_headers`, so the preview sends the policy the build was made with,
 * never one recomputed from its own environment. Read again when the build is remade.
 */
function builtHeaderRules(outDir: string) {
  const file = join(outDir, '_headers');
  let kept: { version: number; rules: ReturnType<typeof parseHeadersFile> } | undefined;
  const rules = () => {
    const version = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (version === undefined)
      throw new Error(`No _headers in ${outDir}: build the site first (npm run build)`);
    if (kept?.version !== version) kept = { version, rules: parseHeadersFile(readFileSync(file, 'utf8')) };
    return kept.rules;
  };
  rules();
  return (path: string) => headersOf(rules(), path);
}

// The build's text files, with the types nginx's mime.types gives them (nginx adds the charset).
const textTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html',
  '.js': 'application/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.xml': 'text/xml',
  '.txt': 'text/plain',
};
const compressed = new Set<string>(['text/html', ...compressedTypes]);

// Cloudflare does not publish its Brotli level. 5 takes milliseconds a file (11 about a second for
// the largest chunk, which a benchmark's first run would pay); its files are, if anything, heavier
// than Cloudflare's.
const brotliQuality = 5;

/** The build's file at `path`, if it is one (never outside the build). */
function builtFile(outDir: string, path: string) {
  try {
    const file = join(outDir, decodeURIComponent(path));
    if (!file.startsWith(outDir + sep)) return undefined;
    const stats = statSync(file);
    // Changes whenever the file does: the ETag and the key of its compressed copies.
    const version = `${stats.size.toString(16)}-${Math.round(stats.mtimeMs).toString(16)}`;
    return stats.isFile() ? { file, size: stats.size, version } : undefined;
  } catch {
    return undefined;
  }
}

/** The encoding Cloudflare would answer with: Brotli where the browser takes it, else gzip. */
function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = (acceptEncoding ?? '').split(',').map((part) => part.trim().split(';')[0]);
  if (accepted.includes('br')) return 'br';
  return accepted.includes('gzip') ? 'gzip' : 'identity';
}

/**
 * Makes `vite preview` (`npm start`, the benchmarks, the e2e tests) serve the build as deployed: the
 * headers of `_headers` (not Vite's `no-cache` on everything, a second round trip for every chunk),
 * and text files compressed as the hosts do. After previewRouting, which maps a page's address to its file.
 */
export function servedAsDeployed(): Plugin {
  return {
    name: 'college:served-as-deployed',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const deployedHeaders = builtHeaderRules(outDir);
      // Each file's answer in each encoding, made once while the file is unchanged.
      const kept = new Map<string, { version: string; body: Buffer }>();

      server.middlewares.use((req, res, next) => {
        const { pathname } = new URL(req.url ?? '/', 'http://localhost');
        const found = builtFile(outDir, pathname);
        const headers = deployedHeaders(pathname);
        // Both policies apply: the header must allow the local backend the page's meta policy names.
        if (pathname.startsWith(adminFolder)) {
          headers['Content-Security-Policy'] = adminContentSecurityPolicy({
            localBackend: `http://localhost:${cmsPort()}`,
            header: true,
          });
        }
        // Nothing there: the not-found page answers, revalidated (nginx serves it as /404.html).
        if (!found) headers['Cache-Control'] = revalidate;
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        // The not-found page of the address's language, with 404, compressed as any page is.
        const served = found ?? builtFile(outDir, `/${notFoundPageOf(localeOfPath(pathname))}`);
        const type = served && textTypes[extname(served.file)];
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !served || !type) {
          next();
          return;
        }

        const { file, size, version } = served;
        res.setHeader('Content-Type', `${type}; charset=utf-8`);
        const compressible = compressed.has(type) && size >= compressMinBytes;
        if (compressible) res.setHeader('Vary', 'Accept-Encoding');
        if (found) {
          // Weak, as nginx makes it for a compressed answer: the same text in any encoding.
          const etag = `W/"${version}"`;
          res.setHeader('ETag', etag);
          if (req.headers['if-none-match'] === etag) {
            res.statusCode = 304;
            return res.end();
          }
        }
        const encoding = compressible ? encodingFor(req.headers['accept-encoding']) : 'identity';
        const key = `${file}\n${encoding}`;
        let body = kept.get(key)?.version === version ? kept.get(key)?.body : undefined;
        if (!body) {
          const plain = readFileSync(file);
          body =
            encoding === 'br'
              ? brotliCompressSync(plain, {
                  params: {
                    [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
                    [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
                  },
                })
              : encoding === 'gzip'
                ? gzipSync(plain, { level: gzipLevel })
                : plain;
          kept.set(key, { version, body });
        }
        if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
        res.setHeader('Content-Length', body.length);
        res.statusCode = found ? 200 : 404;
        res.end(req.method === 'HEAD' ? undefined : body);
      });
    },
  };
}
