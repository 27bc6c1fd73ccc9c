import type { CollectionName } from './schema/collections.ts';

/**
 * The content modules each language has (tools/content-plugin.ts serves `virtual:content/<locale>/<name>`):
 * every collection (schema/collections.ts), and the courses' page content apart from their cards
 * (`course-details`), which only the course page loads.
 */
export type ContentName = CollectionName | 'course-details';
