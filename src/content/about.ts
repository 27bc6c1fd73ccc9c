/** The About page's text, from content/about.yml (checked against its schema at build time). */
import type { CollectionData } from './schema/collections';
import * as data from 'virtual:content/about';

type AboutData = CollectionData<'about'>;
export type Statistic = AboutData['statistics'][number];

export const aboutIntro: AboutData['intro'] = data.intro;
export const vision: string = data.vision;
export const mission: string = data.mission;
/** The college's objectives. */
export const objectives: readonly string[] = data.objectives;
/** About-page statistics, as shown. */
export const statistics: readonly Statistic[] = data.statistics;
export const communityAndAccreditation: AboutData['communityAndAccreditation'] =
  data.communityAndAccreditation;
