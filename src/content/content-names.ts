import type { CollectionName } from './schema/collections.ts';

/** The content modules each language has: every collection, and the courses' page content apart. */
export type ContentName = CollectionName | 'course-details';
