/* eslint-disable @typescript-eslint/consistent-type-imports -- an ambient module declaration cannot
   import a relative module; an import() type is the only way to name the schema types here. */
// The checked data files under content/, served by tools/content-plugin.ts: one module per
// collection, one export per top-level key of its file, typed by the collection's schema.
declare module 'virtual:content/site' {
  type Data = import('./schema/collections').CollectionData<'site'>;
  export const name: Data['name'];
  export const shortName: Data['shortName'];
  export const tagline: Data['tagline'];
  export const phone: Data['phone'];
  export const whatsapp: Data['whatsapp'];
  export const email: Data['email'];
  export const campuses: Data['campuses'];
  export const officeHours: Data['officeHours'];
  export const social: Data['social'];
  export const url: Data['url'];
}
declare module 'virtual:content/courses' {
  type Entry = import('./schema/collections').CollectionData<'courses'>['courses'][number];
  /** Every course without its page content (`details`), which only the course page loads. */
  export const courses: Omit<Entry, 'details'>[];
}
declare module 'virtual:content/course-details' {
  type Entry = import('./schema/collections').CollectionData<'courses'>['courses'][number];
  /** Each course's page content, by slug. */
  export const courseDetails: Record<string, Entry['details']>;
}
declare module 'virtual:content/packages' {
  export const packages: import('./schema/collections').CollectionData<'packages'>['packages'];
}
declare module 'virtual:content/home' {
  type Data = import('./schema/collections').CollectionData<'home'>;
  export const hero: Data['hero'];
  export const whyChooseUs: Data['whyChooseUs'];
  /** The courses the file names by slug, resolved at build time. */
  export const popularCourses: import('./schema/collections').CollectionData<'courses'>['courses'];
  export const testimonials: Data['testimonials'];
}
declare module 'virtual:content/about' {
  type Data = import('./schema/collections').CollectionData<'about'>;
  export const intro: Data['intro'];
  export const vision: Data['vision'];
  export const mission: Data['mission'];
  export const objectives: Data['objectives'];
  export const statistics: Data['statistics'];
  export const communityAndAccreditation: Data['communityAndAccreditation'];
}
declare module 'virtual:content/team' {
  export const team: import('./schema/collections').CollectionData<'team'>['team'];
}
declare module 'virtual:content/community' {
  type Data = import('./schema/collections').CollectionData<'community'>;
  export const intro: Data['intro'];
  export const partners: Data['partners'];
  export const womenInTech: Data['womenInTech'];
  export const alumni: Data['alumni'];
  export const successStories: Data['successStories'];
}
declare module 'virtual:content/events' {
  export const events: import('./schema/collections').CollectionData<'events'>['events'];
}
declare module 'virtual:content/build-now' {
  /** The build's "now" (ms since the epoch): what the prerendered HTML shows as upcoming or past. */
  export const buildNow: number;
}
declare module 'virtual:content/faqs' {
  export const faqs: import('./schema/collections').CollectionData<'faqs'>['faqs'];
}
declare module 'virtual:content/corporate' {
  type Data = import('./schema/collections').CollectionData<'corporate'>;
  export const intro: Data['intro'];
  export const offers: Data['offers'];
}
declare module 'virtual:content/closures' {
  export const closures: import('./schema/collections').CollectionData<'closures'>['closures'];
}
