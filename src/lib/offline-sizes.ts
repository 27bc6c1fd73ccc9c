/**
 * What the service worker keeps on the device, in bytes, as the build's own precache list gives it
 * (tools/offline-sizes.ts writes the file at build): what every language shares, and each
 * language's pack. The pages say what reading offline costs with it, never a copied figure.
 */
import { localeInfo, type Locale } from '../config/locales.ts';

/** The file the build writes beside the pages (and the worker precaches). */
export const offlineSizesFile = 'offline-sizes.json';

export interface OfflineSizes {
  /** The app's code, pictures and icons: kept for every reader. */
  shared: number;
  /** Each language's pages, words and content: kept once its reader reads it. */
  languages: Partial<Record<Locale, number>>;
}

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
 * "370 kB", "1.2 MB", in the page's language (Intl): kilobytes below a megabyte, in the units of
 * a thousand a phone's data counter uses.
 */
export function formatBytes(bytes: number, lang: string): string {
  const megabytes = bytes >= 1_000_000;
  return new Intl.NumberFormat(lang, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(bytes / (megabytes ? 1_000_000 : 1000));
}

/**
 * What the worker keeps of `locale`'s pages, with what every language shares if `withShared`,
 * written in that language; null where the figures cannot be had.
 */
export async function offlineSizeSaid(locale: Locale, withShared: boolean): Promise<string | null> {
  const sizes = await readOfflineSizes();
  const language = sizes?.languages[locale];
  if (!sizes || language === undefined) return null;
  return formatBytes(language + (withShared ? sizes.shared : 0), localeInfo[locale].lang);
}
