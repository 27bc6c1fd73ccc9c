// One-off, removed once run (re-run it from its commit after a merge that brings Kiswahili in by
// hand): gives every translated field under content/ that has no review mark the fingerprint of
// its English as it is today (src/content/schema/translation-review.ts), so the launch content
// reports nothing needing review, then stores each file as the editor writes it. A field that
// already has a mark keeps it: running it again changes nothing already marked.
//
//   node scripts/seed-review-marks.mjs && npx vitest run --project unit tests/unit/content-style.test.ts
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runnerImport } from 'vite';
import { parse, stringify } from 'yaml';
import { decapFormatter } from './format-content.mjs';

const root = process.cwd();
const quiet = { configFile: false, root, logLevel: 'silent' };
const load = async (file) => (await runnerImport(join(root, file), quiet)).module;
const { collections } = await load('src/content/schema/collections.ts');
const { fileSchemaOf } = await load('src/content/schema/check-file.ts');
const { fingerprint, reviewMarks, reviewedKey } = await load('src/content/schema/translation-review.ts');
const { filled, pathText, translatableFields } = await load('src/content/schema/translations.ts');
const { contentRoot } = await load('tools/content/content-files.ts');
const format = await decapFormatter(root);
const dir = contentRoot(root);

let marked = 0;
for (const [name, place] of Object.entries(collections)) {
  const files =
    'folder' in place
      ? readdirSync(join(dir, place.folder))
          .filter((file) => file.endsWith('.yml'))
          .map((file) => join(place.folder, file))
      : [place.file];
  const { node } = fileSchemaOf(name);
  for (const file of files) {
    const path = join(dir, file);
    const data = parse(readFileSync(path, 'utf8'));
    if (data.sw) {
      const marks = reviewMarks(data.sw);
      for (const field of translatableFields(data.en, data.sw, node)) {
        const key = pathText(field.path);
        if (!filled(field.translation) || key in marks) continue;
        marks[key] = fingerprint(field.english);
        marked++;
      }
      data.sw = { ...data.sw, [reviewedKey]: marks };
    }
    writeFileSync(path, format(name, stringify(data)));
  }
}
console.log(`Marked ${marked} translated fields as reviewed against today's English.`);
