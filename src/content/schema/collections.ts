/**
 * Every content collection: where it lives under content/ and its zod schema. A page's text is one
 * data file (`file`); a list staff add to one item at a time is a folder of files (`folder`), each
 * checked by `entry`, then all together by `schema`. Only types reach the browser: pages never import zod.
 */
import type { z } from 'zod';
// With extensions: Vite's config loader (and Node) resolve only full file names.
import { aboutSchema } from './about.ts';
import { closureSchema, closuresSchema } from './closures.ts';
import { communitySchema } from './community.ts';
import { corporateSchema } from './corporate.ts';
import { courseSchema, coursesSchema } from './courses.ts';
import { eventSchema, eventsSchema } from './events.ts';
import { faqSchema, faqsSchema } from './faqs.ts';
import { homeSchema } from './home.ts';
import { packageSchema, packagesSchema } from './packages.ts';
import type { WithShippedPictures } from './picture-field.ts';
import { siteSchema } from './site.ts';
import { teamMemberSchema, teamSchema } from './team.ts';
import type { WithUntranslated } from './translations.ts';

export const collections = {
  site: { file: 'site.yml', schema: siteSchema },
  courses: {
    folder: 'courses',
    entry: courseSchema,
    order: 'position',
    schema: coursesSchema,
  },
  packages: {
    folder: 'packages',
    entry: packageSchema,
    order: 'position',
    schema: packagesSchema,
  },
  home: { file: 'home.yml', schema: homeSchema },
  about: { file: 'about.yml', schema: aboutSchema },
  team: { folder: 'team', entry: teamMemberSchema, order: 'position', schema: teamSchema },
  community: { file: 'community.yml', schema: communitySchema },
  events: { folder: 'events', entry: eventSchema, order: 'date', schema: eventsSchema },
  faqs: { folder: 'faqs', entry: faqSchema, order: 'position', schema: faqsSchema },
  corporate: { file: 'corporate.yml', schema: corporateSchema },
  closures: {
    folder: 'closures',
    entry: closureSchema,
    order: 'date',
    schema: closuresSchema,
  },
} as const satisfies Record<string, CollectionPlace>;

/** A collection kept as one data file. */
export interface FileCollection {
  file: string;
  schema: z.ZodType;
}
/** A collection kept as a folder of data files, one an entry: its data is the list of them. */
export interface FolderCollection {
  folder: string;
  entry: z.ZodType;
  /**
   * How its entries are listed: by their "Position in the list" (`order`, empty last), or by date
   * (events and closures, which staff never reorder by hand); ties by file name.
   */
  order: 'position' | 'date';
  schema: z.ZodType;
}
type CollectionPlace = FileCollection | FolderCollection;

export const isFolderCollection = (place: CollectionPlace): place is FolderCollection => 'folder' in place;

export type CollectionName = keyof typeof collections;
/** A collection's data as its schema checked it in its file: the one description of its shape. */
export type CheckedCollection<Name extends CollectionName> = z.output<(typeof collections)[Name]['schema']>;
/**
 * A collection's data as the pages get it: as checked, in the page's language (naming what is still
 * in English), with each picture as the build shipped it.
 */
export type CollectionData<Name extends CollectionName> = WithShippedPictures<
  WithUntranslated<CheckedCollection<Name>>
>;
