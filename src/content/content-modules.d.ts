// The checked data files under content/, served by tools/content-plugin.ts: each module's default
// export is its file's data. Typed where it is imported (src/content/<name>.ts) by the schema the
// build checked it against, so no list of keys is written out here.
declare module 'virtual:content/*' {
  const data: unknown;
  export default data;
}
declare module 'virtual:content/build-now' {
  /** The build's "now" (ms since the epoch): what the prerendered HTML shows as upcoming or past. */
  export const buildNow: number;
}
