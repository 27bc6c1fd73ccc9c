// One-off: puts each data file's fields under `en:`, the layout of the editor's i18n (Decap's
// single_file structure: `en:` holds every field, `sw:` the Kiswahili of the words). Removed once
// content/ and the launch fixture are migrated.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';

const dir = process.env.CONTENT_DIR || 'content';
const files = (folder) =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'images' ? [] : files(path);
    return name.endsWith('.yml') ? [path] : [];
  });
for (const file of files(dir)) {
  const data = parse(readFileSync(file, 'utf8'));
  if (data && typeof data === 'object' && 'en' in data) continue;
  writeFileSync(file, stringify({ en: data }));
}
console.log(`${dir}: every data file under en:`);
