// What the service worker keeps on the device, from the build's precache list (tools/offline-sizes.ts).
import type { Locale } from '../config/locales.ts';

/** The file the build writes beside the pages (and the worker precaches). */
export const offlineSizesFile = 'offline-sizes.json';

/**
 * Each language's pages, alone and with what every language shares, already written in that language:
 * a page's first use of Intl took about 65 ms at the phone profile, a first visit's longest task.
 */
export type OfflineSizes = Partial<Record<Locale, { alone: string; withShared: string }>>;

// The build's figures, read once per page; undefined on the dev server, or offline before the worker.
let reading: Promise<OfflineSizes | undefined> | undefined;

/** The size of `locale`'s pages (with what every language shares if `withShared`); null if not to be had. */
export async function offlineSizeSaid(locale: Locale, withShared: boolean): Promise<string | null> {
  reading ??= fetch(`${import.meta.env.BASE_URL}${offlineSizesFile}`)
    .then((response) => (response.ok ? (response.json() as Promise<OfflineSizes>) : undefined))
    .catch(() => {
      // Asked again next time: the network may be back.
      reading = undefined;
      return undefined;
    });
  const said = (await reading)?.[locale];
  return (withShared ? said?.withShared : said?.alone) ?? null;
}
