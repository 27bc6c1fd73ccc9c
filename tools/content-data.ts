import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseDocument } from 'yaml';
import { z } from 'zod';
import {
  collections,
  type CheckedCollection,
  type CollectionName,
} from '../src/content/schema/collections.ts';

/** Where the data files live, from the project root (as the editor and messages name them). */
export const contentDir = 'content';

/**
 * The folder the build reads the data files from: CONTENT_DIR if set (a copy of content/ with
 * some edits, say, built to its own BUILD_DIR by a test), else content/ in the project.
 */
export function contentRoot(root = process.cwd(), env: NodeJS.ProcessEnv = process.env): string {
  return resolve(root, env.CONTENT_DIR || contentDir);
}

/** A collection's data file, from the project root: `content/courses.yml`. */
export const contentFile = (name: CollectionName) => `${contentDir}/${collections[name].file}`;

export type ContentData = { [Name in CollectionName]: CheckedCollection<Name> };

/** A content file that does not match its schema: the message names the file, the entry and the field. */
export class ContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The content files do not match their schemas:\n  ${problems.join('\n  ')}`);
    this.name = 'ContentError';
  }
}

type PathKey = PropertyKey;

/** `courses[3] (web-development): price`, from the issue's path and the data it points into. */
export function describePath(data: unknown, path: readonly PathKey[]): string {
  let where = '';
  let node: unknown = data;
  let entryEnd = -1;
  // The entry is the outermost list item; what follows it is the field inside it.
  for (const [index, key] of path.entries()) {
    if (typeof key === 'number') {
      where += `[${key}]`;
      const item = Array.isArray(node) ? (node[key] as unknown) : undefined;
      if (entryEnd < 0) {
        entryEnd = index;
        const name = entryName(item);
        if (name) where += ` (${name})`;
      }
      node = item;
    } else {
      const part = String(key);
      where += entryEnd >= 0 && index === entryEnd + 1 ? `: ${part}` : where === '' ? part : `.${part}`;
      node = isRecord(node) ? node[part] : undefined;
    }
  }
  return where;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function entryName(item: unknown): string | undefined {
  if (!isRecord(item)) return undefined;
  for (const key of ['slug', 'name', 'title', 'question', 'id']) {
    const value = item[key];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  }
  return undefined;
}

interface LabelledNode {
  title?: string;
  properties?: Record<string, LabelledNode>;
  items?: LabelledNode;
}

/** The field's label in the editor (its schema title) at `path`, if it has one: "Fee (KSh)". */
export function editorLabel(schema: z.ZodType, path: readonly PathKey[]): string | undefined {
  // The editor's fields are generated from this same JSON Schema (tools/decap-config.ts).
  let node: LabelledNode | undefined = z.toJSONSchema(schema, { unrepresentable: 'any' }) as LabelledNode;
  for (const key of path) node = typeof key === 'number' ? node?.items : node?.properties?.[String(key)];
  return typeof path.at(-1) === 'string' ? node?.title : undefined;
}

export function formatIssues(
  file: string,
  data: unknown,
  issues: readonly z.core.$ZodIssue[],
  schema?: z.ZodType,
): string[] {
  return issues.map((issue) => {
    const where = describePath(data, issue.path);
    // Named as the editor labels the field, so staff can find it there: `price ("Fee (KSh)")`.
    const label = schema ? editorLabel(schema, issue.path) : undefined;
    const key = String(issue.path.at(-1) ?? '');
    const field = label && label.toLowerCase() !== key.toLowerCase() ? `${where} ("${label}")` : where;
    return `${file}: ${field === '' ? '' : `${field}: `}${issue.message}`;
  });
}

/** Parses and checks one collection's YAML text; returns its data or the problems found. */
export function checkCollection<Name extends CollectionName>(
  name: Name,
  source: string,
  file = contentFile(name),
): { data: CheckedCollection<Name>; problems: [] } | { data: undefined; problems: string[] } {
  const document = parseDocument(source, { prettyErrors: true });
  if (document.errors.length > 0) {
    return {
      data: undefined,
      problems: document.errors.map((error) => `${file}: not valid YAML: ${error.message}`),
    };
  }
  const raw: unknown = document.toJS();
  const result = collections[name].schema.safeParse(raw);
  if (!result.success) {
    return {
      data: undefined,
      problems: formatIssues(file, raw, result.error.issues, collections[name].schema),
    };
  }
  // safeParse's output type is the union of every collection's; the schema is this collection's own.
  return { data: result.data as CheckedCollection<Name>, problems: [] };
}

/** What one file's schema cannot see: references from one collection into another. */
export function crossCheck(data: ContentData): string[] {
  const problems: string[] = [];
  const slugs = new Set(data.courses.courses.map((course) => course.slug));
  data.home.popularCourses.forEach((slug, index) => {
    if (!slugs.has(slug))
      problems.push(`${contentFile('home')}: popularCourses[${index}]: no course has the slug "${slug}"`);
  });
  const campuses = data.site.campuses.map((campus) => campus.name);
  data.events.events.forEach((event, index) => {
    if (!campuses.includes(event.location)) {
      problems.push(
        `${contentFile('events')}: events[${index}] (${event.slug}): location: must be one of the campuses: ${campuses.join(', ')}`,
      );
    }
  });
  data.courses.courses.forEach((course, index) => {
    course.details.schedules.forEach((schedule, scheduleIndex) => {
      schedule.campuses.forEach((campus, campusIndex) => {
        if (!campuses.includes(campus)) {
          problems.push(
            `${contentFile('courses')}: courses[${index}] (${course.slug}): details.schedules[${scheduleIndex}] (${schedule.name}): campuses[${campusIndex}]: "${campus}" must be one of the campuses: ${campuses.join(', ')}`,
          );
        }
      });
    });
  });
  return problems;
}

/** Loads every collection from disk and checks it; throws a ContentError listing every problem. */
export function loadContent(root = process.cwd()): ContentData {
  const dir = contentRoot(root);
  const problems: string[] = [];
  const loaded: Partial<Record<CollectionName, unknown>> = {};
  for (const name of Object.keys(collections) as CollectionName[]) {
    const path = join(dir, collections[name].file);
    let source: string;
    try {
      source = readFileSync(path, 'utf8');
    } catch {
      problems.push(`${relative(root, path)}: missing`);
      continue;
    }
    const result = checkCollection(name, source, relative(root, path));
    problems.push(...result.problems);
    loaded[name] = result.data;
  }
  if (problems.length > 0) throw new ContentError(problems);
  // Every collection was loaded and checked above (a missing or bad one threw).
  const data = loaded as ContentData;
  const crossProblems = crossCheck(data);
  if (crossProblems.length > 0) throw new ContentError(crossProblems);
  return data;
}
