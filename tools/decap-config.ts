import { z } from 'zod';
import { collections, type CollectionName } from '../src/content/schema/collections.ts';
import { patternMessages } from '../src/content/schema/fields.ts';
import {
  mediaFolder,
  mediaPublicPath,
  pictureNameMessage,
  pictureNamePattern,
} from '../src/content/schema/picture-field.ts';
import { contentDir, contentFile, loadContent } from './content-data.ts';

/**
 * What the editor does to a photo in the browser before it is committed (decap-cms-core's
 * media_processing; SVG is left alone). The build makes every shipped size from this copy.
 */
export const uploadProcessing = {
  enabled: true,
  // JPEG: a PNG photo from a screenshot tool is a tenth of the size, and every browser encodes it.
  format: { enabled: true, default: 'jpeg' },
  // High enough that the build's own WebP re-encode starts from a clean copy (no double artefacts).
  quality: 85,
  // Drops the camera's EXIF (GPS position, camera, date): the canvas re-encode keeps none of it.
  strip_metadata: true,
  // About 2400 px wide: more than the widest picture the site ships (1600 px), so the build can
  // still crop or add a size; a 12-megapixel phone photo becomes about 0.5 MB instead of 3-5 MB.
  // Decap 3.19 takes a fixed width, not a longest side: a portrait photo comes out 2400 px wide too.
  width: 2400,
};

/** A JSON Schema node as zod's toJSONSchema writes it, with the `.meta()` keys the schemas use. */
interface JsonSchemaNode {
  type?: string;
  title?: string;
  hint?: string;
  widget?: string;
  enum?: readonly (string | number)[];
  const?: string;
  pattern?: string;
  format?: string;
  minLength?: number;
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
}

/** A Decap CMS field (https://decapcms.org/docs/widgets/), as much of it as the site uses. */
export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  options?: (string | number)[];
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
}

/** Names each list item in the editor's collapsed view by what identifies it. */
function summaryOf(item: JsonSchemaNode): string | undefined {
  const keys = Object.keys(item.properties ?? {});
  if (keys.includes('date') && keys.includes('title')) return '{{fields.date}} · {{fields.title}}';
  const key = ['title', 'name', 'question', 'label', 'value'].find((candidate) => keys.includes(candidate));
  return key ? `{{fields.${key}}}` : undefined;
}

/** One Decap field from one schema property: the widget, required flag and limits follow the schema. */
export function decapField(name: string, node: JsonSchemaNode, required: boolean): DecapField {
  const base = {
    name,
    label: node.title ?? name,
    required,
    ...(node.hint ? { hint: node.hint } : {}),
  };
  const choices = node.anyOf ?? node.allOf;
  if (node.enum) return { ...base, widget: 'select', options: [...node.enum] };
  if (choices && !node.type) {
    // The site's only union is "an https address or empty" (social links): a text field.
    return { ...base, widget: 'string', required: false };
  }
  switch (node.type) {
    case 'integer':
    case 'number':
      return {
        ...base,
        widget: 'number',
        // Decap saves a number field as text unless told its type (coordinates are fractions).
        value_type: node.type === 'integer' ? ('int' as const) : ('float' as const),
        ...(node.exclusiveMinimum === 0
          ? { min: 1 }
          : node.minimum !== undefined
            ? { min: node.minimum }
            : {}),
        ...(node.maximum !== undefined ? { max: node.maximum } : {}),
      };
    case 'boolean':
      return { ...base, widget: 'boolean', required: false };
    case 'object': {
      // An optional group (a team member's headshot) may be left empty: its own fields are then
      // optional in the editor too, and the build says what is missing if only half is filled in.
      const fields = decapFields(node).map((field) => (required ? field : { ...field, required: false }));
      return { ...base, widget: 'object', fields, collapsed: false };
    }
    case 'array': {
      const item = node.items ?? {};
      const limits = {
        ...(node.minItems !== undefined ? { min: node.minItems } : {}),
        ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
      };
      if (item.enum) return { ...base, widget: 'select', multiple: true, options: [...item.enum], ...limits };
      if (item.type === 'object') {
        const summary = summaryOf(item);
        return {
          ...base,
          widget: 'list',
          ...limits,
          fields: decapFields(item),
          ...(summary ? { summary } : {}),
        };
      }
      return { ...base, widget: 'list', ...limits, field: decapField(name.replace(/s$/, ''), item, true) };
    }
    default: {
      if (node.widget === 'image') return pictureWidget(base);
      if (node.widget === 'date') {
        // Stored as a plain date string, the form the schema checks.
        return {
          ...base,
          widget: 'datetime',
          date_format: 'YYYY-MM-DD',
          time_format: false,
          format: 'YYYY-MM-DD',
        };
      }
      // The build's own message for the pattern (the schemas register each one), so the editor
      // refuses the same values with the same words before saving.
      const message =
        node.format === 'email'
          ? 'must be an e-mail address, e.g. info@example.ac.ke'
          : node.pattern
            ? patternMessages[node.pattern]
            : undefined;
      return {
        ...base,
        widget: node.widget === 'text' ? 'text' : 'string',
        ...(node.pattern
          ? { pattern: [node.pattern, message ?? `must be like ${node.pattern}`] as [string, string] }
          : {}),
      };
    }
  }
}

/**
 * A picture file: Decap's image widget (upload, the media library), one file, no outside address
 * (the build must read the file), refused before saving unless its name is a kind the build reads.
 * Decap checks an image widget's pattern against the file's name alone, not the stored path.
 */
function pictureWidget(base: Pick<DecapField, 'name' | 'label' | 'required' | 'hint'>) {
  return {
    ...base,
    widget: 'image',
    choose_url: false,
    media_library: { config: { multiple: false } },
    pattern: [pictureNamePattern.source, pictureNameMessage] as [string, string],
  };
}

function decapFields(node: JsonSchemaNode): DecapField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, child]) =>
    decapField(name, child, required.has(name)),
  );
}

/** A collection's schema as JSON Schema (refinements such as "ends after it starts" have no JSON form). */
export function jsonSchemaOf(name: CollectionName): JsonSchemaNode {
  // toJSONSchema's result is a JSON Schema object; the interface above names the parts read here.
  return z.toJSONSchema(collections[name].schema, { unrepresentable: 'any' }) as JsonSchemaNode;
}

export interface DecapBackend {
  name: string;
  repo?: string;
  branch?: string;
  /** Where the OAuth handshake runs: the site's own origin (functions/api/auth.ts on Cloudflare Pages). */
  base_url?: string;
  /** Its path under base_url. */
  auth_endpoint?: string;
}

/** The path of the GitHub login handshake on the deployed site (functions/api/auth.ts). */
export const authEndpoint = 'api/auth';

/**
 * The editor's Git host on the deployed site: GitHub, logging in through the site's own Pages
 * Functions (base_url is the site's origin, which the login popup's messages must come from).
 * CMS_REPO, CMS_BRANCH and CMS_AUTH_URL override the repository, branch and handshake origin.
 */
export function githubBackend(siteUrl: string, env: NodeJS.ProcessEnv = process.env): DecapBackend {
  return {
    name: 'github',
    repo: env.CMS_REPO || 'kilele-college/website',
    branch: env.CMS_BRANCH || 'main',
    base_url: new URL(env.CMS_AUTH_URL || siteUrl).origin,
    auth_endpoint: authEndpoint,
  };
}

/**
 * The Decap CMS configuration, generated from the content schemas: one collection per data file,
 * each field with the schema's widget, required flag and limits. The build checks what the editor
 * saves (tools/content-data.ts), including the rules JSON Schema cannot carry.
 *
 * `local_backend` lets `npm run cms` edit the files on disk through decap-server, with no
 * account; on the deployed site the Git host backend below is used (see README, Content editing).
 */
export function decapConfig({
  backend = githubBackend(loadContent().site.url),
  localBackendUrl = 'http://localhost:8081/api/v1',
}: { backend?: DecapBackend; localBackendUrl?: string } = {}) {
  return {
    load_config_file: false,
    backend,
    local_backend: { url: localBackendUrl },
    // Uploads go to the content's own media folder, which the build reads and turns into the
    // shipped pictures (tools/pictures/): never copied into the site as they are.
    media_folder: `${contentDir}/${mediaFolder}`,
    public_folder: mediaPublicPath,
    media_processing: uploadProcessing,
    site_url: '/',
    display_url: '/',
    collections: (Object.keys(collections) as CollectionName[]).map((name) => {
      const schema = jsonSchemaOf(name);
      const label = schema.title ?? name;
      return {
        name,
        label,
        files: [{ name, label, file: contentFile(name), fields: decapFields(schema) }],
      };
    }),
  };
}

export type DecapConfig = ReturnType<typeof decapConfig>;
