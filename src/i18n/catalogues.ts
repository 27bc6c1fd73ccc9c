/**
 * The interface's words, one catalogue per page or part in each language's folder (en/, sw/).
 * English's type is the contract each language keeps, so a missing key is a type error.
 */
// Each English catalogue adds itself (`declare module '../catalogues.ts'`): no list to keep.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Catalogues {}

export type CatalogueName = keyof Catalogues;
