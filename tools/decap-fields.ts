// The editor's fields, from a collection's JSON Schema: they follow the zod schema the build checks.
import { patternMessages } from '../src/content/schema/fields.ts';
import { hasTranslatable } from '../src/content/schema/translations.ts';
import { pictureNameMessage, pictureNamePattern } from '../src/content/schema/picture-field.ts';

/** A JSON Schema node as zod's toJSONSchema writes it, with the `.meta()` keys the schemas use. */
export interface JsonSchemaNode {
  type?: string;
  title?: string;
  hint?: string;
  widget?: string;
  enum?: readonly (string | number)[];
  const?: string;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  properties?: Record<string, JsonSchemaNode>;
  required?: readonly string[];
  items?: JsonSchemaNode;
  anyOf?: readonly JsonSchemaNode[];
  allOf?: readonly JsonSchemaNode[];
  /** A choice of values each with a label (`const` and `title`): decap-config.ts. */
  oneOf?: readonly JsonSchemaNode[];
  translate?: boolean;
}

/** A Decap CMS field (https://decapcms.org/docs/widgets/), as much of it as the site uses. */
export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  options?: (string | number | { label: string; value: string })[];
  multiple?: boolean;
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  fields?: DecapField[];
  field?: DecapField;
  summary?: string;
  collapsed?: boolean;
  date_format?: string;
  time_format?: boolean;
  format?: string;
  choose_url?: boolean;
  media_library?: { config: { multiple: boolean } };
  /** Translatable (`true`), or copied from English into each language and kept equal ('duplicate'). */
  i18n?: boolean | 'duplicate';
}

/** Names each list item in the editor's collapsed view by what identifies it. */
function summaryOf(item: JsonSchemaNode): string | undefined {
  const keys = Object.keys(item.properties ?? {});
  if (keys.includes('date') && keys.includes('title')) return '{{fields.date}} · {{fields.title}}';
  const key = ['title', 'name', 'question', 'label', 'value'].find((candidate) => keys.includes(candidate));
  return key ? `{{fields.${key}}}` : undefined;
}

/** A choice whose options have labels (a campus by its name, saved as its id), or undefined. */
const labelledOptions = (node: JsonSchemaNode) =>
  node.oneOf?.map((option) => ({ label: option.title ?? String(option.const), value: String(option.const) }));

/** One Decap field from one schema property: the widget, required flag and limits follow the schema. */
function decapField(name: string, node: JsonSchemaNode, required: boolean): DecapField {
  const base = {
    name,
    label: node.title ?? name,
    required,
    ...(node.hint ? { hint: node.hint } : {}),
  };
  const options = labelledOptions(node) ?? node.enum;
  if (options) return { ...base, widget: 'select', options: [...options] };
  // The site's only union is "an https address or empty" (social links): a text field.
  if ((node.anyOf ?? node.allOf) && !node.type) return { ...base, widget: 'string', required: false };
  switch (node.type) {
    case 'integer':
    case 'number':
      return {
        ...base,
        widget: 'number',
        // Decap saves a number field as text unless told its type (coordinates are fractions).
        value_type: node.type === 'integer' ? ('int' as const) : ('float' as const),
        min: node.exclusiveMinimum === 0 ? 1 : node.minimum,
        max: node.maximum,
      };
    case 'boolean':
      return { ...base, widget: 'boolean', required: false };
    case 'object': {
      // An optional group may be left empty, so its fields are optional too (the build checks the rest).
      const fields = decapFields(node).map((field) => (required ? field : { ...field, required: false }));
      return { ...base, widget: 'object', fields, collapsed: false };
    }
    case 'array': {
      const item = node.items ?? {};
      const limits = { min: node.minItems, max: node.maxItems };
      const itemOptions = labelledOptions(item) ?? item.enum;
      if (itemOptions)
        return { ...base, widget: 'select', multiple: true, options: [...itemOptions], ...limits };
      if (item.type === 'object')
        return { ...base, widget: 'list', ...limits, fields: decapFields(item), summary: summaryOf(item) };
      return { ...base, widget: 'list', ...limits, field: decapField(name.replace(/s$/, ''), item, true) };
    }
    default: {
      // A picture: one uploaded file, no outside address (the build must read it), refused before saving
      // unless its name is a kind the build reads (Decap checks the name alone, not the stored path).
      if (node.widget === 'image')
        return {
          ...base,
          widget: 'image',
          choose_url: false,
          media_library: { config: { multiple: false } },
          pattern: [pictureNamePattern.source, pictureNameMessage],
        };
      // Stored as a plain date string, the form the schema checks.
      if (node.widget === 'date')
        return {
          ...base,
          widget: 'datetime',
          date_format: 'YYYY-MM-DD',
          time_format: false,
          format: 'YYYY-MM-DD',
        };
      // The build's own message for the pattern: the editor refuses the same values in the same words.
      const { pattern } = node;
      const message =
        node.format === 'email'
          ? 'must be an e-mail address, e.g. info@example.ac.ke'
          : pattern && patternMessages[pattern];
      return {
        ...base,
        widget: node.widget === 'text' ? 'text' : 'string',
        pattern: pattern ? [pattern, message ?? `must be like ${pattern}`] : undefined,
      };
    }
  }
}

/** The Decap fields of an object node: one per property, in the schema's order. */
export function decapFields(node: JsonSchemaNode): DecapField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, child]) =>
    decapField(name, child, required.has(name)),
  );
}

/**
 * A field of figures inside a translated group, copied from the English: Decap's object and list
 * widgets take only true or false, so a group is "translated" and each value in it duplicated.
 */
function duplicated(field: DecapField): DecapField {
  if (field.fields) return { ...field, i18n: true, fields: field.fields.map(duplicated) };
  if (field.field) return { ...field, i18n: true, field: duplicated(field.field) };
  return { ...field, i18n: 'duplicate' };
}

/**
 * The fields with Decap's i18n: words, and groups or lists holding words, are translatable (their
 * figures copied from the English); anything else (a fee, a date, a slug) is entered once, in English.
 */
export function withLanguages(
  fields: readonly DecapField[],
  node: JsonSchemaNode,
  inside = false,
): DecapField[] {
  return fields.map((field) => {
    const child = node.properties?.[field.name];
    const holder = child?.type === 'array' ? child.items : child;
    if (!hasTranslatable(child)) {
      return inside ? duplicated(field) : field;
    }
    return {
      ...field,
      i18n: true,
      ...(field.fields && holder ? { fields: withLanguages(field.fields, holder, true) } : {}),
      // A list of lines to translate (outcomes, careers): each line is translatable too.
      ...(field.field ? { field: { ...field.field, i18n: true } } : {}),
    };
  });
}
