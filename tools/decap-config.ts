import { z } from 'zod';
import { collections, isFolderCollection, type CollectionName } from '../src/content/schema/collections.ts';
import { mediaFolder, mediaPublicPath } from '../src/content/schema/picture-field.ts';
import { defaultLocale, locales } from '../src/config/locales.ts';
import { contentDir, contentFile } from './content/content-files.ts';
import { previewContext } from '../scripts/post-preview-status.mjs';
import { decapFields, withLanguages, type DecapField, type JsonSchemaNode } from './decap-fields.ts';
import type { CampusReference } from '../src/content/schema/references.ts';
import { campusWidget } from '../src/content/schema/campus-reference.ts';

/**
 * `node` with every campus field (`widget: 'campus'` in the schema) a choice of `campuses`: labelled by
 * name, saved as its id (a `oneOf` of `const`s, which decap-fields.ts turns into a select).
 */
function withCampusChoices(node: JsonSchemaNode, campuses: readonly CampusReference[]): JsonSchemaNode {
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

/** What the editor does to a photo in the browser before committing it (SVG is left alone). */
export const uploadProcessing = {
  enabled: true,
  // JPEG: a PNG photo from a screenshot tool is a tenth of the size, and every browser encodes it.
  format: { enabled: true, default: 'jpeg' },
  // High enough that the build's own WebP re-encode starts from a clean copy (no double artefacts).
  quality: 85,
  // Drops the camera's EXIF (GPS position, camera, date): the canvas re-encode keeps none of it.
  strip_metadata: true,
  // Above the widest size shipped (1600 px), so the build can still crop or add one; a 12-megapixel
  // phone photo becomes about 0.5 MB, not 3-5 MB. A fixed width: a portrait photo too (Decap 3.19).
  width: 2400,
};

/**
 * A collection's entry (or whole file) as JSON Schema; refinements have no JSON form, so the
 * editor's preSave check runs the zod schema itself (src/admin/entry-checks.ts).
 */
export function jsonSchemaOf(name: CollectionName): JsonSchemaNode {
  const place = collections[name];
  const schema = isFolderCollection(place) ? place.entry : place.schema;
  return z.toJSONSchema(schema, { unrepresentable: 'any' }) as JsonSchemaNode;
}

/** The format the editor reads and writes a collection's files in (src/admin/editor-languages.ts). */
export const editorFormatOf = (name: CollectionName) => `${name}-languages`;

/** A collection of one data file (a page, the college's details). */
interface DecapFileCollection {
  name: CollectionName;
  label: string;
  format: string;
  i18n: true;
  files: { name: CollectionName; label: string; file: string; i18n: true; fields: DecapField[] }[];
}

/** A folder collection: one data file an entry, with the editor's list view (entryLists) and "New" button. */
type DecapFolderCollection = (typeof entryLists)[FolderName] & {
  name: CollectionName;
  label: string;
  folder: string;
  extension: 'yml';
  format: string;
  create: true;
  delete: true;
  i18n: true;
  fields: DecapField[];
};

type DecapCollection = DecapFileCollection | DecapFolderCollection;

// Lists open in the order the site shows them: by position (empty last), or events and closures by date.
const byPosition = { field: 'order', label: 'Position on the site', default_sort: true };
const byDate = { field: 'date', label: 'Date', default_sort: true };

/** How the editor lists each folder collection's entries: a row's summary, sorting, a new file's name. */
const entryLists = {
  courses: {
    label_singular: 'Course',
    identifier_field: 'title',
    summary: '{{title}} · KSh {{price}} · {{weeks}} weeks',
    sortable_fields: [byPosition, 'title', 'price'],
    slug: '{{fields.slug}}',
  },
  packages: {
    label_singular: 'Package',
    identifier_field: 'name',
    summary: '{{name}} · KSh {{price.min}} to {{price.max}}',
    sortable_fields: [byPosition, 'name'],
    slug: '{{slug}}',
  },
  team: {
    label_singular: 'Team member',
    identifier_field: 'name',
    summary: '{{name}} · {{role}}',
    sortable_fields: [byPosition, 'name'],
    slug: '{{slug}}',
  },
  events: {
    label_singular: 'Event',
    identifier_field: 'title',
    summary: '{{date}} · {{title}} · {{location}}',
    sortable_fields: [byDate, 'title'],
    slug: '{{fields.slug}}',
  },
  faqs: {
    label_singular: 'Question',
    identifier_field: 'question',
    summary: '{{question}} ({{topic}})',
    sortable_fields: [byPosition, 'question'],
    slug: '{{topic}}',
  },
  closures: {
    label_singular: 'Closure',
    identifier_field: 'name',
    summary: '{{date}} · {{name}}',
    sortable_fields: [byDate, 'name'],
    slug: '{{fields.date}}-{{slug}}',
  },
} as const;
type FolderName = keyof typeof entryLists;

export interface DecapBackend {
  name: string;
  repo?: string;
  branch?: string;
  /** Where the OAuth handshake runs: the site's own origin (functions/api/auth.ts on Cloudflare Pages). */
  base_url?: string;
  auth_endpoint?: string;
  /** The commit status a draft's preview address is read from (scripts/post-preview-status.mjs). */
  preview_context?: string;
}

/**
 * The deployed editor's Git host: GitHub, logging in through the site's own Pages Functions (the
 * login popup's messages must come from base_url). CMS_REPO, CMS_BRANCH, CMS_AUTH_URL override.
 */
export function githubBackend(siteUrl: string, env: NodeJS.ProcessEnv = process.env): DecapBackend {
  return {
    name: 'github',
    repo: env.CMS_REPO || 'kilele-college/website',
    branch: env.CMS_BRANCH || 'main',
    base_url: new URL(env.CMS_AUTH_URL || siteUrl).origin,
    auth_endpoint: 'api/auth',
    preview_context: previewContext,
  };
}

/** The editor's collections, generated from the schemas: fields, limits and languages. */
export function editorCollections(campuses: readonly CampusReference[]): DecapCollection[] {
  return (Object.keys(collections) as CollectionName[]).map((name): DecapCollection => {
    const place = collections[name];
    // The campuses a course's class times and an event name, offered by name (saved as their ids).
    const node = withCampusChoices(jsonSchemaOf(name), campuses);
    const fields = withLanguages(decapFields(node), node);
    const label = place.schema.meta()?.title ?? name;
    if (!isFolderCollection(place)) {
      return {
        name,
        label,
        format: editorFormatOf(name),
        i18n: true,
        files: [{ name, label, file: contentFile(name), i18n: true, fields }],
      };
    }
    return {
      name,
      label,
      folder: `${contentDir}/${place.folder}`,
      extension: 'yml' as const,
      format: editorFormatOf(name),
      create: true as const,
      delete: true as const,
      i18n: true as const,
      ...entryLists[name as FolderName],
      fields,
    };
  });
}

/**
 * The Decap CMS configuration, generated from the content schemas. `local_backend` lets `npm run
 * cms` edit the files on disk through decap-server, with no account; deployed, `backend` is used.
 */
export function decapConfig({
  backend,
  localBackendUrl = 'http://localhost:8081/api/v1',
  campuses,
}: {
  backend: DecapBackend;
  localBackendUrl?: string;
  /** The campuses, as the content loaded for the build has them. */
  campuses: readonly CampusReference[];
}) {
  return {
    load_config_file: false,
    backend,
    local_backend: { url: localBackendUrl },
    // The build turns uploads into the shipped pictures (tools/pictures/), never copying them as they are.
    media_folder: `${contentDir}/${mediaFolder}`,
    public_folder: mediaPublicPath,
    media_processing: uploadProcessing,
    // Every change is a draft first (a branch and pull request): only Publish puts it on the live branch.
    publish_mode: 'editorial_workflow',
    // One file an entry, each language under its code: figures and names in English only (editorFormatOf).
    i18n: { structure: 'single_file', locales: [...locales], default_locale: defaultLocale },
    site_url: '/',
    display_url: '/',
    collections: editorCollections(campuses),
  };
}
