/**
 * The interface's words, one catalogue per page or part (common, booking, when, …) in each
 * language's folder (en/, sw/). English's type is the contract each language keeps, so a missing
 * key is a type error, not a blank. A page loads only the catalogues it shows, in its language
 * (src/locale/locale-modules.ts).
 *
 * Each English catalogue names itself here (`declare module '../catalogues.ts'` at its end), so a
 * new one is one file in each language's folder and no list to keep; the files a language has are
 * found by their folder (import.meta.glob), and tools/ui-words.ts refuses a language without
 * every English one.
 */
// Filled by each English catalogue: an interface, so that each can add its own member.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Catalogues {}

export type CatalogueName = keyof Catalogues;
