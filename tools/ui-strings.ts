import type { Locale } from '../src/config/locales.ts';
import { strings as enCommon, type CommonStrings } from '../src/i18n/en/common.ts';
import { strings as enMeta, type MetaStrings } from '../src/i18n/en/meta.ts';
import { strings as swCommon } from '../src/i18n/sw/common.ts';
import { strings as swMeta } from '../src/i18n/sw/meta.ts';

/**
 * The site's own words (src/i18n/) in every language, for what the build writes outside the pages
 * (the courses' share cards, the web manifest): the pages read theirs with useWords.
 */
export const uiStrings: Record<Locale, { common: CommonStrings; meta: MetaStrings }> = {
  en: { common: enCommon, meta: enMeta },
  sw: { common: swCommon, meta: swMeta },
};
