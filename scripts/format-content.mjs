// `npm run format:content`: rewrites content/ (or CONTENT_DIR) exactly as the content editor saves it,
// so the first edit made in the editor diffs as that change alone, not as a restyled file. `--check`
// writes nothing and exits 1 naming the files out of style (tests/unit/content-style.test.ts).
// The style is Decap's own code, loaded through Vite: its YAML format with its own `yaml` 1.x, each
// collection's field order, and a round trip through Immutable.js, whose maps of over eight keys keep
// hash order, not file order, as in the editor (tests/e2e/cms-admin.spec.ts saves through it).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

/** Returns `format(collection, text)`: the text as the editor would save that data. */
export async function decapFormatter(root = process.cwd()) {
  const quiet = { configFile: false, root, logLevel: 'silent' };
  const { module: decapYaml } = await runnerImport('decap-cms-core/dist/esm/formats/yaml.js', {
    ...quiet,
    // Decap's ESM files import each other without extensions: run them through Vite, and take
    // `yaml` from where decap-cms-core resolves it (its own 1.x).
    ssr: { noExternal: ['decap-cms-core'] },
  });
  const { module: decap } = await runnerImport(join(root, 'tools/decap-config.ts'), quiet);
  const { module: languages } = await runnerImport(join(root, 'src/admin/editor-languages.ts'), quiet);
  // No campus choices: they change which values the editor offers, never how a file is stored.
  const collections = decap.editorCollections([]);
  const yaml = decapYaml.default;
  // The Immutable.js decap-cms-core itself resolves (and the editor's bundle contains).
  const { fromJS } = createRequire(join(root, 'node_modules/decap-cms-core/package.json'))('immutable');
  // Each collection's format, made once: its schema says which of its fields are words.
  const formats = new Map(
    collections.map((entry) => [entry.name, languages.languageFormat(yaml, decap.jsonSchemaOf(entry.name))]),
  );
  return (collection, text) => {
    const entry = collections.find((candidate) => candidate.name === collection);
    // A single-file collection's fields are its file's; a folder collection's, each entry's.
    const file = entry?.files?.[0] ?? entry;
    const format = formats.get(collection);
    if (!file || !format) throw new Error(`No collection "${collection}" in the editor's config`);
    const data = fromJS(format.fromFile(text)).toJS();
    const fieldOrder = file.fields.map((field) => field.name);
    const written = format.toFile(data, fieldOrder, {});
    return written.endsWith('\n') ? written : `${written}\n`;
  };
}

async function main() {
  const root = process.cwd();
  const check = process.argv.includes('--check');
  const format = await decapFormatter(root);
  const quiet = { configFile: false, root, logLevel: 'silent' };
  const { module: content } = await runnerImport(join(root, 'tools/content-data.ts'), quiet);
  const { module: schema } = await runnerImport(join(root, 'src/content/schema/collections.ts'), quiet);
  const dir = content.contentRoot(root);
  const differing = [];
  const files = Object.entries(schema.collections).flatMap(([name, place]) =>
    'folder' in place
      ? readdirSync(join(dir, place.folder))
          .filter((file) => file.endsWith('.yml'))
          .map((file) => [name, join(dir, place.folder, file)])
      : [[name, join(dir, place.file)]],
  );
  for (const [name, path] of files) {
    const text = readFileSync(path, 'utf8');
    const styled = format(name, text);
    if (styled === text) continue;
    differing.push(relative(root, path));
    if (!check) writeFileSync(path, styled);
  }
  if (check && differing.length > 0) {
    console.error(`Not in the editor's style (run \`npm run format:content\`): ${differing.join(', ')}`);
    process.exit(1);
  }
  console.log(
    differing.length === 0
      ? "Every content file is in the editor's style."
      : `Rewrote in the editor's style: ${differing.join(', ')}`,
  );
}

if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) await main();
