/**
 * Days the college is closed beyond its weekly hours, from content/closures/ (checked against
 * its schema at build time). Only the booking form loads it: the list grows with every year.
 */
import type { CollectionData } from './schema/collections';
import data from 'virtual:content/closures';

export type Closure = CollectionData<'closures'>['closures'][number];

export const closures: readonly Closure[] = (data as CollectionData<'closures'>).closures;
