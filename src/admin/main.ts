// The content editor at /admin (Decap CMS). Its own entry and bundle: no public page imports it,
// and the service worker never precaches it (tools/pwa-plugin.ts, tools/admin-plugin.ts).
import CMS from 'decap-cms-app';
import { config } from 'virtual:decap-config';
// Decap's own YAML format, which every file is stored in (scripts/format-content.mjs uses it too).
import decapYaml from 'virtual:decap-yaml';
import { fileSchemaOf } from '../content/schema/check-file';
import { collections, type CollectionName } from '../content/schema/collections';
import { editedBlocks } from './edited-entry';
import { languageFormat } from './editor-languages';
import { checkEditedEntry, EntryRefused } from './entry-checks';
import type { CollectionPreviews } from './entry-preview';
import { entryUploads, heavyPhotoProblems } from './photo-weight';

const previewModules = import.meta.glob<CollectionPreviews>('./previews/*.tsx', {
  eager: true,
  import: 'previews',
});
const previews = Object.assign({}, ...Object.values(previewModules)) as CollectionPreviews;
for (const [name, preview] of Object.entries(previews)) CMS.registerPreviewTemplate(name, preview);

// Each collection's files in Decap's YAML with their languages as editor-languages.ts keeps them.
for (const collection of config.collections) {
  const name = collection.name as CollectionName;
  if (collection.format && name in collections)
    CMS.registerCustomFormat(collection.format, 'yml', languageFormat(decapYaml, fileSchemaOf(name).node));
}

// The build's checks before every save (a draft too): an entry the build would refuse stays unsaved,
// and Decap shows the build's own lines in its "not saved" notice.
CMS.registerEventListener({
  name: 'preSave',
  handler: async ({ entry }) => {
    const blocks = editedBlocks(entry);
    const { problems } = checkEditedEntry(entry.get('collection') as string, blocks, entry);
    // And the photos uploaded with it, which the build would refuse as too heavy for phones.
    problems.push(...(await heavyPhotoProblems(blocks.english, entryUploads(entry))));
    if (problems.length > 0) throw new EntryRefused(problems);
    return undefined;
  },
});

// Decap's "Failed to persist entry" reads as a fault of the editor; most are the entry's, for staff to fix.
const english = CMS.getLocale('en') as { ui?: Record<string, Record<string, string>> } | undefined;
if (english) {
  const ui = english.ui ?? {};
  CMS.registerLocale('en', {
    ...english,
    ui: { ...ui, toast: { ...ui.toast, onFailToPersist: 'Not saved: %{details}' } },
  });
}

CMS.init({ config });
