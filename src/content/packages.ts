/** The course packages, from content/packages/ (checked against its schema at build time). */
import type { CollectionData } from './schema/collections';
import data from 'virtual:content/packages';

export type CoursePackage = CollectionData<'packages'>['packages'][number];
export type PriceBand = CoursePackage['price'];

export const coursePackages: readonly CoursePackage[] = (data as CollectionData<'packages'>).packages;
