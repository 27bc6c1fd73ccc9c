/**
 * What the service worker keeps on the device, as the build's own precache list gives it, already
 * written in each language (tools/offline-sizes.ts writes the file at build): each language's pack,
 * alone and with what every language shares. The pages say what reading offline costs with it,
 * never a copied figure.
 */
import type { Locale } from '../config/locales.ts';

/** The file the build writes beside the pages (and the worker precaches). */
export const offlineSizesFile = 'offline-sizes.json';

/**
 * What the worker keeps of each language's pages, alone and with what every language shares (the
 * app's code, pictures and icons), written in that language by the build (tools/offline-sizes.ts):
 * a page's first use of Intl took about 65 ms of main thread at the phone profile, the longest task
 * of a first visit to a static page.
 */
export type OfflineSizes = Partial<Record<Locale, { alone: string; withShared: string }>>;

let reading: Promise<OfflineSizes | undefined> | undefined;

/** The build's figures, once per page; undefined where they cannot be had (the dev server, offline before the worker). */
export function readOfflineSizes(): Promise<OfflineSizes | undefined> {
  reading ??= fetch(`${import.meta.env.BASE_URL}${offlineSizesFile}`)
    .then((response) => (response.ok ? (response.json() as Promise<OfflineSizes>) : undefined))
    .catch(() => {
      // Asked again next time: the network may be back.
      reading = undefined;
      return undefined;
    });
  return reading;
}

/**
 * What the worker keeps of `locale`'s pages, with what every language shares if `withShared`,
 * written in that language; null where the figures cannot be had.
 */
export async function offlineSizeSaid(locale: Locale, withShared: boolean): Promise<string | null> {
  const said = (await readOfflineSizes())?.[locale];
  return (withShared ? said?.withShared : said?.alone) ?? null;
}
