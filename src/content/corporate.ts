/** The Corporate page's text, from content/corporate.yml (checked against its schema at build time). */
import type { CollectionData } from './schema/collections';

/** The page's introduction, and the sections its menu links to (`offers`, in menu order). */
export type CorporateContent = CollectionData<'corporate'>;
