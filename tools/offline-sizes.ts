import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { CustomInjectManifestOptions } from 'vite-plugin-pwa';
import { localeInfo, localeOfFile, locales, type Locale } from '../src/config/locales.ts';
import { offlineSizesFile, type OfflineSizes } from '../src/lib/offline-sizes.ts';

type ManifestTransform = NonNullable<CustomInjectManifestOptions['manifestTransforms']>[number];

/** "370 kB", "1.2 MB", in the page's language, in the units of a thousand a phone's data counter uses. */
export function formatBytes(bytes: number, lang: string): string {
  const megabytes = bytes >= 1_000_000;
  return new Intl.NumberFormat(lang, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(bytes / (megabytes ? 1_000_000 : 1000));
}

/**
 * What offline reading costs: a Workbox manifest transform that sums the shared files and each
 * language's pack (split as the worker splits them) and writes the sizes into `offlineSizesFile`,
 * precached too so they are at hand offline. The plugin only learns where the build goes.
 */
export function offlineSizes(): { plugin: Plugin; transform: ManifestTransform } {
  let outDir = '';
  return {
    plugin: {
      name: 'college:offline-sizes',
      apply: 'build',
      configResolved(config) {
        outDir = resolve(config.root, config.build.outDir);
      },
    },
    transform: (entries) => {
      const bytesOf = (locale: Locale | undefined) =>
        entries.reduce((sum, { url, size }) => (localeOfFile(url) === locale ? sum + size : sum), 0);
      const shared = bytesOf(undefined);
      const sizes: OfflineSizes = Object.fromEntries(
        locales.map((locale) => {
          const bytes = bytesOf(locale);
          const { lang } = localeInfo[locale];
          return [locale, { alone: formatBytes(bytes, lang), withShared: formatBytes(bytes + shared, lang) }];
        }),
      );
      const text = JSON.stringify(sizes);
      writeFileSync(join(outDir, offlineSizesFile), text);
      const revision = createHash('md5').update(text).digest('hex');
      return { manifest: [...entries, { url: offlineSizesFile, revision, size: text.length }] };
    },
  };
}
