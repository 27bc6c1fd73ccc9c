/** A member of the college team, from content/team/ (checked against its schema at build time). */
import type { CollectionData } from './schema/collections';

export type TeamMember = CollectionData<'team'>[number];

/** Initials for an avatar: first letters of the first and last names, skipping titles like "Dr.". */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => !word.endsWith('.'));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
