/** A course package, from content/packages/ (checked against its schema at build time). */
import type { CollectionData } from './schema/collections';

export type CoursePackage = CollectionData<'packages'>[number];
