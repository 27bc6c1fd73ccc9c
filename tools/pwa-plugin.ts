import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { listPhrase } from '../src/lib/wording.ts';
import { loadContent } from './content-data.ts';
import { swSingleFile } from './sw-single-file-plugin.ts';
import { appStartPath } from '../src/config/paths.ts';
import { defaultLocale, localeInfo, locales, type Locale } from '../src/config/locales.ts';
import { uiWords } from './ui-words.ts';
import { offlineSizes } from './offline-sizes.ts';

/** The page's <meta name="theme-color"> in index.html; the manifest must say the same. */
const themeColor = '#124a84';

/**
 * The service worker (src/sw/sw.ts, built to sw.js) and the web manifest. The build lists every
 * file for offline use; the worker keeps what every language shares and each language the reader
 * reads (src/sw/language-packs.ts), so a visitor who opened one page once can browse every page
 * of their language offline; it also writes what that costs (./offline-sizes.ts).
 */
export function pwa(): PluginOption {
  // The college's name and towns as the content files give them (CONTENT_DIR honoured): an
  // installed app is named as the college names itself in the editor.
  const { site } = loadContent();
  const towns = [...new Set(site.campuses.map((campus) => campus.town))];
  const description = (locale: Locale) =>
    uiWords[locale].meta.meta.app({
      townsAnd: listPhrase(towns, uiWords[locale].common.conjunctions.and),
    });
  // One manifest (one installed app, whichever language it was installed from), in English, with
  // the other languages' words in `translations` (the manifest-incubations proposal): a browser
  // that knows it shows the device language's, the others ignore it.
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
      // Its own address, answered by the worker with the home page in the visitor's language
      // (src/sw/page-routes.ts): a shared link to / is never redirected.
      start_url: appStartPath,
      scope: '/',
      display: 'standalone',
      theme_color: themeColor,
      background_color: '#ffffff',
      categories: ['education'],
      // Made from public/logo.svg by scripts/generate-icons.mjs.
      icons: [
        { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    // The glob below already finds the icons in the build output; listing them again would put
    // each in the precache twice.
    includeManifestIcons: false,
    injectManifest: {
      // The worker's own build, without Vite 8's deprecation notice (see the plugin).
      buildPlugins: { vite: [swSingleFile()] },
      // Every page (the prerendered HTML), every chunk including lazy route chunks, and every
      // image, icon and font: the whole catalogue must open offline after one visit (the worker
      // splits the list: each language's files to its own pack). The site uses
      // system fonts, so no woff2 is built today; the pattern keeps a font added later offline too.
      // The plugin adds manifest.webmanifest itself, so it is not globbed (it would be listed twice).
      // Of each photo only the width a phone shows (pictures/phone/); the wider ones are cached when
      // a page uses them (src/sw/picture-routes.ts), and offline any width falls back to this one.
      globPatterns: ['**/*.{html,js,css,svg,png,ico,woff2,webp}'],
      // Never fetched by a page: sourcemaps, build reports, and the share cards (share/,
      // tools/share-images-plugin.ts), which only link-preview crawlers load (about 30 KB each every
      // visitor would otherwise download for nothing). And the content editor (admin/): staff only,
      // a few megabytes, never for offline visitors.
      // start.html and start.js are what /start is without the worker; with it, a redirect.
      globIgnores: [
        '**/*.map',
        'stats.html',
        'share/**',
        'admin/**',
        'pictures/wide/**',
        'start.html',
        'start.js',
      ],
      // Files whose names change with their content need no revision in the list: Vite's chunks and
      // the photos' files (tools/pictures/). The illustrations keep their names, so they get one.
      dontCacheBustURLsMatching: /^(?:assets|pictures\/phone)\//,
      // A single file this big is a mistake on metered data: fail the build instead of caching it.
      maximumFileSizeToCacheInBytes: 500 * 1024,
      // What the list holds, in bytes, for the pages to say what reading offline costs.
      manifestTransforms: [sizes.transform],
    },
  });
  return [sizes.plugin, ...serviceWorker];
}
