/**
 * What each of a language's content modules holds (tools/content-plugin.ts serves them as
 * `virtual:content/<locale>/<name>`, checked against their schemas at build time): the type the
 * pages read with `useContent(name)`.
 */
import type { AboutContent } from './about';
import type { Closure } from './closures';
import type { CommunityContent } from './community';
import type { CorporateContent } from './corporate';
import type { CourseDetails } from './course-details';
import type { Course } from './courses';
import type { EventData } from './event-dates';
import type { Faq } from './faqs';
import type { HomeContent } from './home';
import type { CoursePackage } from './packages';
import type { Site } from './site';
import type { TeamMember } from './team';
import type { ContentName } from './content-names';

// Extends the list of names: a name the plugin serves without a type here is a type error.
export interface ContentModules extends Record<ContentName, unknown> {
  site: Site;
  courses: readonly Course[];
  /** Each course's page content, by slug. */
  'course-details': Readonly<Partial<Record<string, CourseDetails>>>;
  packages: readonly CoursePackage[];
  home: HomeContent;
  about: AboutContent;
  team: readonly TeamMember[];
  community: CommunityContent;
  events: readonly EventData[];
  faqs: readonly Faq[];
  corporate: CorporateContent;
  closures: readonly Closure[];
}
