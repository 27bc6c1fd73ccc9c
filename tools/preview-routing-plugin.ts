import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { localeOfPath, notFoundPageOf } from '../src/config/locales.ts';
import { redirectStatus } from './deploy-rules.ts';

/**
 * Makes `vite preview` route like the production servers (tools/deploy-rules.ts). Used with
 * `appType: 'mpa'`, which turns off Vite's fallback of every path to index.html.
 */
export function previewRouting(): Plugin {
  return {
    name: 'college:preview-routing',
    // The dev server has no prerendered pages: every page address gets the one template, and the app
    // renders the page its address names. Vite's own paths, files and the editor are left alone.
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const { pathname } = new URL(req.url ?? '/', 'http://localhost');
        // The online check asks for the worker's file, which development has none of: a 404 would be a
        // console error on every page.
        if (req.method === 'HEAD' && pathname === '/sw.js') {
          res.statusCode = 204;
          res.end();
          return;
        }
        const page =
          (req.method === 'GET' || req.method === 'HEAD') &&
          extname(pathname) === '' &&
          !/^\/(?:@|__|admin(?:\/|$)|src\/|node_modules\/)/.test(pathname);
        if (page && pathname !== '/') req.url = '/index.html';
        next();
      });
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);

      server.middlewares.use((req, res, next) => {
        const { pathname: path, search } = new URL(req.url ?? '/', 'http://localhost');
        if (extname(path) !== '') {
          next();
          return;
        }
        const redirect = (location: string) => {
          res.statusCode = redirectStatus;
          res.setHeader('Location', location + search);
          return res.end();
        };
        // The content editor is a directory with its own index.html: /admin -> /admin/.
        if (path === '/admin') return redirect('/admin/');
        if (path.length > 1 && path.endsWith('/') && path !== '/admin/')
          return redirect(path.replace(/\/+$/, ''));
        const file = path.endsWith('/') ? `${path}index.html` : `${path}.html`;
        if (existsSync(join(outDir, file))) req.url = file + search;
        next();
      });

      // Runs after Vite's static files, so only unmatched requests reach it, on a server without
      // servedAsDeployed (the soak's).
      return () => {
        server.middlewares.use((req, res, next) => {
          if (req.method !== 'GET' && req.method !== 'HEAD') {
            next();
            return;
          }
          res.statusCode = 404;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          const { pathname } = new URL(req.url ?? '/', 'http://localhost');
          const page = notFoundPageOf(localeOfPath(pathname));
          // A page that cannot be read goes to Connect's error handler, not to an unhandled rejection.
          readFile(join(outDir, page)).then(
            (html) => res.end(req.method === 'HEAD' ? undefined : html),
            next,
          );
        });
      };
    },
  };
}
