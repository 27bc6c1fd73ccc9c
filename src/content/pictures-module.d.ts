/* eslint-disable @typescript-eslint/consistent-type-imports -- an ambient module declaration cannot
   import a relative module; an import() type is the only way to name the picture type here. */
// The content's pictures as the build made them (tools/pictures/pictures-plugin.ts).
declare module 'virtual:pictures' {
  /** By the path the content names each picture by, e.g. `/images/hero.svg`. */
  export const pictures: Record<string, import('./schema/picture-field').ShippedPicture>;
}
