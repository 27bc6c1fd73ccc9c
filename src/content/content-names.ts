import type { CollectionName } from './schema/collections.ts';

/**
 * The content modules each language has (tools/content-plugin.ts serves `virtual:content/<locale>/<name>`):
 * every collection, and the courses' page content apart from their cards (`course-details`), which
 * only the course page loads.
 */
export const contentModuleNames = [
  'site',
  'courses',
  'course-details',
  'packages',
  'home',
  'about',
  'team',
  'community',
  'events',
  'faqs',
  'corporate',
  'closures',
] as const satisfies readonly (CollectionName | 'course-details')[];

export type ContentName = (typeof contentModuleNames)[number];
