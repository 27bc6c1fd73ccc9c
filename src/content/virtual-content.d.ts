// The checked data files under content/, served by tools/content-plugin.ts. Each language's modules
// are typed where they are read (content-modules.ts, src/locale/locale-modules.ts), by the schema
// the build checked them against.
declare module 'virtual:content/loaders' {
  /** Each language's content modules by name, each a lazy import of its own chunk. */
  export const contentLoaders: Record<string, Record<string, () => Promise<{ default: unknown }>>>;
}
declare module 'virtual:content/course-slugs' {
  /** Every course's slug, in list order: the same in every language (the route table). */
  const slugs: readonly string[];
  export default slugs;
}
declare module 'virtual:content/now' {
  /** The content's "now" (ms since the epoch): what the prerendered HTML shows as upcoming or past. */
  export const contentNow: number;
}
declare module 'virtual:content/campus-names' {
  /** Each campus's English name by its id, in every language: what the booking's e-mail names it by. */
  const names: Readonly<Partial<Record<string, string>>>;
  export default names;
}
