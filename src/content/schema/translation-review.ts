/**
 * Translations whose English changed after they were written ("needs review"). A translation block
 * keeps `reviewed:`, for each translated field the fingerprint of the English it was written from
 * (`reviewed: { description: 5c1e0a2f }`); the build warns of the others and the editor shows them.
 */
import type { PathKey } from './issue-messages.ts';
import { isRecord } from './issue-messages.ts';
import { filled, pathText, translatableFields, type TranslatableNode } from './translations.ts';

/** The key of the marks in a translation block (no schema has a field of that name). */
export const reviewedKey = 'reviewed';

/** Each translated field's path (`details.modules[0].title`) and the fingerprint of its English. */
export type ReviewMarks = Record<string, string>;

/**
 * A short fingerprint of a field's English (FNV-1a, 32 bits, as 8 hex digits): the same in the
 * build and the editor. Spacing and line breaks do not count, each line of a list does.
 */
export function fingerprint(value: unknown): string {
  const lines = Array.isArray(value) ? value : [value];
  const text = lines.map((line) => String(line).replace(/\s+/g, ' ').trim()).join('\n');
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The fingerprint of the English at `path` (`['details', 'modules', 0, 'title']`): the mark it wants. */
export function fingerprintAt(english: unknown, path: readonly PathKey[]): string {
  let node = english;
  for (const key of path)
    node = isRecord(node) || Array.isArray(node) ? (node as Record<PropertyKey, unknown>)[key] : undefined;
  return fingerprint(node);
}

/** The marks a translation block keeps (a mark that is not text counts as none). */
export function reviewMarks(translation: unknown): ReviewMarks {
  const marks = isRecord(translation) ? translation[reviewedKey] : undefined;
  if (!isRecord(marks)) return {};
  return Object.fromEntries(
    Object.entries(marks).flatMap(([path, mark]) => (typeof mark === 'string' ? [[path, mark]] : [])),
  );
}

/** The translated fields whose English is not (or is not known to be) the one they were written from. */
export function needsReview(
  english: unknown,
  translation: unknown,
  marks: ReviewMarks,
  node: TranslatableNode | undefined,
): PathKey[][] {
  return translatableFields(english, translation, node)
    .filter(
      (field) => filled(field.translation) && marks[pathText(field.path)] !== fingerprint(field.english),
    )
    .map((field) => field.path);
}

/** A translated field as the editor opened it: its mark (`from`) and its translation's fingerprint. */
export interface OpenedReview {
  from?: string;
  text: string;
}
export type OpenedReviews = Record<string, OpenedReview>;

/** The translated fields of a file as the editor opens it. */
export function openedReviews(
  english: unknown,
  translation: unknown,
  marks: ReviewMarks,
  node: TranslatableNode | undefined,
): OpenedReviews {
  const opened: OpenedReviews = {};
  for (const field of translatableFields(english, translation, node)) {
    if (!filled(field.translation)) continue;
    const path = pathText(field.path);
    const from = marks[path];
    opened[path] = { ...(from === undefined ? {} : { from }), text: fingerprint(field.translation) };
  }
  return opened;
}

/**
 * The marks a save writes: a translation staff changed is marked with today's English; one left as
 * it was keeps its mark, so a change to the English alone still needs review.
 */
export function marksOnSave(
  english: unknown,
  translation: unknown,
  opened: OpenedReviews,
  node: TranslatableNode | undefined,
): ReviewMarks {
  const marks: ReviewMarks = {};
  for (const field of translatableFields(english, translation, node)) {
    if (!filled(field.translation)) continue;
    const path = pathText(field.path);
    const before = opened[path];
    const mark = before?.text === fingerprint(field.translation) ? before.from : fingerprint(field.english);
    if (mark !== undefined) marks[path] = mark;
  }
  return marks;
}
