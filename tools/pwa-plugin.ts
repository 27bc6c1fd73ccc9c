import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { listPhrase } from '../src/lib/wording.ts';
import { loadContent } from './content-data.ts';
import { swSingleFile } from './sw-single-file-plugin.ts';
import { appStartPath } from '../src/config/paths.ts';
import { defaultLocale, localeInfo, locales, type Locale } from '../src/config/locales.ts';
import { uiWords } from './ui-words.ts';
import { offlineSizes } from './offline-sizes.ts';

/**
 * The service worker (src/sw/sw.ts) and the web manifest. The build lists every file for offline
 * use; the worker keeps the shared files and each language the visitor reads (src/sw/language-packs.ts).
 */
export function pwa(): PluginOption {
  // An installed app is named as the college names itself in the content.
  const { site } = loadContent();
  const towns = [...new Set(site.campuses.map((campus) => campus.town))];
  const description = (locale: Locale) =>
    uiWords[locale].meta.meta.app({
      townsAnd: listPhrase(towns, uiWords[locale].common.conjunctions.and),
    });
  // One manifest (one installed app) in English, the other languages in `translations` (the
  // manifest-incubations proposal), which a browser that does not know it ignores.
  const translations = Object.fromEntries(
    locales
      .filter((locale) => locale !== defaultLocale)
      .map((locale) => [localeInfo[locale].hreflang, { description: description(locale) }]),
  );
  const sizes = offlineSizes();
  const serviceWorker = VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    // Never 'autoUpdate': it reloads the page when a new version activates and would throw away a
    // half-filled booking form. src/pwa asks the visitor and reloads only when they say so.
    registerType: 'prompt',
    // src/pwa registers the worker from an effect after hydration: no injected script tag.
    injectRegister: false,
    manifest: {
      id: '/',
      name: site.name,
      short_name: site.shortName,
      description: description(defaultLocale),
      lang: localeInfo[defaultLocale].lang,
      // Spread: vite-plugin-pwa's manifest type does not know the member yet.
      ...{ translations },
      // Its own address, answered with the visitor's language's home page: a link to / never redirects.
      start_url: appStartPath,
      scope: '/',
      display: 'standalone',
      // As the page's <meta name="theme-color"> in index.html says.
      theme_color: '#124a84',
      background_color: '#ffffff',
      categories: ['education'],
      // Made from public/logo.svg by scripts/generate-icons.mjs.
      icons: [
        { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    // The glob below finds the icons already: listed again, each would be precached twice.
    includeManifestIcons: false,
    injectManifest: {
      // The worker's own build, without Vite 8's deprecation notice (see the plugin).
      buildPlugins: { vite: [swSingleFile()] },
      // Every page, chunk, image, icon and font: the whole catalogue must open offline after one visit
      // (woff2 for a font added later; the plugin lists manifest.webmanifest itself). Wider photos
      // are cached when used (src/sw/picture-routes.ts): offline, any width falls back to the phone's.
      globPatterns: ['**/*.{html,js,css,svg,png,ico,woff2,webp}'],
      // Never fetched by a page: sourcemaps, reports, share cards (only link-preview crawlers load
      // them), the editor (staff only, megabytes), and /start without the worker.
      globIgnores: [
        '**/*.map',
        'stats.html',
        'share/**',
        'admin/**',
        'pictures/wide/**',
        'start.html',
        'start.js',
      ],
      // Files whose names change with their content need no revision: Vite's chunks and the photos.
      dontCacheBustURLsMatching: /^(?:assets|pictures\/phone)\//,
      // A single file this big is a mistake on metered data: fail the build instead of caching it.
      maximumFileSizeToCacheInBytes: 500 * 1024,
      // What the list holds, in bytes, for the pages to say what reading offline costs.
      manifestTransforms: [sizes.transform],
    },
  });
  return [sizes.plugin, ...serviceWorker];
}
