/**
 * Fields whose values are another collection's ids (a campus, `widget: 'campus'` in the schema):
 * the editor offers the published ones as a choice, each labelled by its name and saved as its
 * id (a JSON Schema `oneOf` of `const`s, which decap-fields.ts turns into a select).
 */
import type { CampusReference } from '../src/content/schema/references.ts';
import { campusWidget } from '../src/content/schema/campus-reference.ts';
import type { JsonSchemaNode } from './decap-fields.ts';

/** `node` with every campus field a choice of `campuses`, labelled by name. */
export function withCampusChoices(
  node: JsonSchemaNode,
  campuses: readonly CampusReference[],
): JsonSchemaNode {
  if (node.widget === campusWidget)
    return { ...node, oneOf: campuses.map(({ id, name }) => ({ const: id, title: name })) };
  return {
    ...node,
    ...(node.properties && {
      properties: Object.fromEntries(
        Object.entries(node.properties).map(([key, child]) => [key, withCampusChoices(child, campuses)]),
      ),
    }),
    ...(node.items && { items: withCampusChoices(node.items, campuses) }),
  };
}
