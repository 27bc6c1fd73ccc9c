/** `format(collection, text)`: the text as the content editor (Decap CMS) would save that data. */
export function decapFormatter(root?: string): Promise<(collection: string, text: string) => string>;
