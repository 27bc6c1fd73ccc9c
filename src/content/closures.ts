/**
 * Days the college is closed beyond its weekly hours, from content/closures/ (checked against its
 * schema at build time). Only the booking form loads them: the list grows with every year.
 */
import type { CollectionData } from './schema/collections';

export type Closure = CollectionData<'closures'>[number];
