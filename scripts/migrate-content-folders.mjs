// One-off: splits each list collection's single file (content/courses.yml, ...) into a folder of
// one data file an entry (content/courses/<slug>.yml), as the editor's folder collections keep
// them. Entries listed by hand get `order` (10, 20, ...) so the pages keep today's order.
// Removed once content/ is migrated.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';

const dir = process.env.CONTENT_DIR || 'content';
const slugify = (text) =>
  String(text)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const lists = {
  courses: { name: (entry) => entry.slug, ordered: true },
  packages: { name: (entry) => slugify(entry.name), ordered: true },
  team: { name: (entry) => slugify(entry.name), ordered: true },
  events: { name: (entry) => entry.slug, ordered: false },
  faqs: { name: (entry) => slugify(entry.topic), ordered: true },
  closures: { name: (entry) => `${entry.date}-${slugify(entry.name)}`, ordered: false },
};

for (const [list, { name, ordered }] of Object.entries(lists)) {
  const file = join(dir, `${list}.yml`);
  const entries = parse(readFileSync(file, 'utf8'))[list];
  mkdirSync(join(dir, list), { recursive: true });
  entries.forEach((entry, index) => {
    const data = ordered ? { order: (index + 1) * 10, ...entry } : entry;
    writeFileSync(join(dir, list, `${name(entry)}.yml`), stringify(data));
  });
  rmSync(file);
  console.log(`${file}: ${entries.length} entries into ${join(dir, list)}/`);
}
