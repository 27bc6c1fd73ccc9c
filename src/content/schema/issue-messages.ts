/**
 * A content problem as one line staff can act on: the file, the entry, the field as the editor
 * labels it, and what is wrong; the same lines in the build and the editor.
 */
import { z } from 'zod';

export type PathKey = PropertyKey;

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

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function entryName(item: unknown): string | undefined {
  if (!isRecord(item)) return undefined;
  for (const key of ['slug', 'name', 'title', 'question', 'id']) {
    const value = item[key];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  }
  return undefined;
}

/** A schema's JSON Schema, as much of it as names its fields. */
export interface LabelledNode {
  title?: string;
  properties?: Record<string, LabelledNode>;
  items?: LabelledNode;
}

/**
 * The field's label in the editor (its schema title) at `path`, if it has one: "Fee (KSh)". `json`
 * is the schema's JSON Schema where the caller has it already (it takes tens of milliseconds to make).
 */
export function editorLabel(
  schema: z.ZodType,
  path: readonly PathKey[],
  json?: LabelledNode,
): string | undefined {
  // The editor's fields are generated from this same JSON Schema (tools/decap-config.ts).
  let node: LabelledNode | undefined =
    json ?? (z.toJSONSchema(schema, { unrepresentable: 'any' }) as LabelledNode);
  for (const key of path) node = typeof key === 'number' ? node?.items : node?.properties?.[String(key)];
  return typeof path.at(-1) === 'string' ? node?.title : undefined;
}

/**
 * A field as messages name it, with its label in the editor so staff can find it there:
 * `price ("Fee (KSh)")`, `details.schedules[0] (Weekday mornings): end ("Class ends")`.
 */
export function fieldName(
  data: unknown,
  path: readonly PathKey[],
  schema?: z.ZodType,
  json?: LabelledNode,
): string {
  const where = describePath(data, path);
  const label = schema ? editorLabel(schema, path, json) : undefined;
  const key = String(path.at(-1) ?? '');
  return label && label.toLowerCase() !== key.toLowerCase() ? `${where} ("${label}")` : where;
}

export function formatIssues(
  file: string,
  data: unknown,
  issues: readonly z.core.$ZodIssue[],
  schema?: z.ZodType,
): string[] {
  return issues.map((issue) => {
    const field = fieldName(data, issue.path, schema);
    return `${file}: ${field === '' ? '' : `${field}: `}${issue.message}`;
  });
}
