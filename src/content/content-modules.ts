/**
 * What each content module holds (tools/content-plugin.ts serves `virtual:content/<locale>/<name>`):
 * the collection's data, but for the modules the plugin shapes for the pages.
 */
import type { CourseDetails } from './course-details';
import type { Course } from './courses';
import type { HomeContent } from './home';
import type { CollectionData, CollectionName } from './schema/collections';
import type { ContentName } from './content-names';

/** What the plugin serves otherwise than as the collection's data. */
interface ShapedModules {
  /** The courses' cards, without their page content. */
  courses: readonly Course[];
  /** Each course's page content, by slug. */
  'course-details': Readonly<Partial<Record<string, CourseDetails>>>;
  /** The popular courses as their cards, and the count of courses. */
  home: HomeContent;
}

export type ContentModules = {
  [Name in ContentName]: Name extends keyof ShapedModules
    ? ShapedModules[Name]
    : Name extends CollectionName
      ? CollectionData<Name>
      : never;
};
