import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { CustomInjectManifestOptions } from 'vite-plugin-pwa';
import { localeOfFile, locales } from '../src/config/locales.ts';
import { offlineSizesFile, type OfflineSizes } from '../src/lib/offline-sizes.ts';

type ManifestTransform = NonNullable<CustomInjectManifestOptions['manifestTransforms']>[number];

/**
 * What the worker keeps, in bytes, for the pages to say what offline reading costs: a Workbox
 * manifest transform that, from the precache list with each file's size as the build measured
 * it, writes what every language shares and what each language's pack holds (split as the worker
 * splits the list, by localeOfFile) into `offlineSizesFile` in the build, and lists that file
 * too, so the figures are at hand offline. The plugin only learns where the build goes.
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
      const sizes: OfflineSizes = {
        shared: 0,
        languages: Object.fromEntries(locales.map((locale) => [locale, 0])),
      };
      for (const { url, size } of entries) {
        const locale = localeOfFile(url);
        if (locale) sizes.languages[locale] = (sizes.languages[locale] ?? 0) + size;
        else sizes.shared += size;
      }
      const text = JSON.stringify(sizes);
      writeFileSync(join(outDir, offlineSizesFile), text);
      const revision = createHash('md5').update(text).digest('hex');
      return { manifest: [...entries, { url: offlineSizesFile, revision, size: text.length }] };
    },
  };
}
