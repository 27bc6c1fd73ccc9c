/**
 * Every content collection: its data file under content/ and its zod schema. The build checks each
 * file against its schema (tools/content-plugin.ts), the Decap editor's fields are generated from
 * the schemas (tools/decap-config.ts), and the pages' types are inferred from them
 * (`CollectionData`). Only types reach the browser: the pages never import zod.
 */
import type { z } from 'zod';
// With their extensions: vite.config.ts loads this module through the tools, and Vite's config
// loader (and Node itself) resolves only full file names; without them it warns on every start.
import { aboutSchema } from './about.ts';
import { closuresSchema } from './closures.ts';
import { communitySchema } from './community.ts';
import { corporateSchema } from './corporate.ts';
import { coursesSchema } from './courses.ts';
import { eventsSchema } from './events.ts';
import { faqsSchema } from './faqs.ts';
import { homeSchema } from './home.ts';
import { packagesSchema } from './packages.ts';
import type { WithShippedPictures } from './picture-field.ts';
import { siteSchema } from './site.ts';
import { teamSchema } from './team.ts';

export const collections = {
  site: { file: 'site.yml', schema: siteSchema },
  courses: { file: 'courses.yml', schema: coursesSchema },
  packages: { file: 'packages.yml', schema: packagesSchema },
  home: { file: 'home.yml', schema: homeSchema },
  about: { file: 'about.yml', schema: aboutSchema },
  team: { file: 'team.yml', schema: teamSchema },
  community: { file: 'community.yml', schema: communitySchema },
  events: { file: 'events.yml', schema: eventsSchema },
  faqs: { file: 'faqs.yml', schema: faqsSchema },
  corporate: { file: 'corporate.yml', schema: corporateSchema },
  closures: { file: 'closures.yml', schema: closuresSchema },
} as const;

export type CollectionName = keyof typeof collections;
/** A collection's data as its schema checked it in its file: the one description of its shape. */
export type CheckedCollection<Name extends CollectionName> = z.output<(typeof collections)[Name]['schema']>;
/** A collection's data as the pages get it: as checked, with each picture as the build shipped it. */
export type CollectionData<Name extends CollectionName> = WithShippedPictures<CheckedCollection<Name>>;
