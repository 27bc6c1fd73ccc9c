/** Closure days from content/closures/: only the booking form loads them, as the list grows yearly. */
import type { CollectionData } from './schema/collections';

export type Closure = CollectionData<'closures'>[number];
