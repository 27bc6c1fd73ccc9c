// The content files and the editor's own YAML style (Decap CMS, scripts/format-content.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { decapFormatter } from '../../scripts/format-content.mjs';
import { fileSchemaOf } from '../../src/content/schema/check-file';
import { collections, isFolderCollection, type CollectionName } from '../../src/content/schema/collections';
import { contentRoot } from '../../tools/content-data';
import { checkSource } from '../../tools/content/check-source';

/** Every data file under content/, with the collection it belongs to. */
const files = (Object.keys(collections) as CollectionName[]).flatMap((name) => {
  const place = collections[name];
  if (!isFolderCollection(place)) return [{ name, path: place.file }];
  return readdirSync(join(contentRoot(), place.folder))
    .filter((file) => file.endsWith('.yml'))
    .map((file) => ({ name, path: `${place.folder}/${file}` }));
});
const read = (path: string) => readFileSync(join(contentRoot(), path), 'utf8');
// Each collection's schema made once: its JSON Schema takes tens of milliseconds to make.
const schemas = new Map(
  (Object.keys(collections) as CollectionName[]).map((name) => [name, fileSchemaOf(name)]),
);
const check = (name: CollectionName, text: string, path: string) =>
  checkSource(name, text, `content/${path}`, undefined, schemas.get(name)).problems;
const format = await decapFormatter();

describe("the editor's YAML style", () => {
  // Every file through Decap's YAML twice and the build's check (about 20 ms a file alone, and the
  // unit files run side by side on two cores): more than Vitest's default 5 s on a loaded machine.
  it('changes only how a file is written, never its data', { timeout: 30_000 }, () => {
    for (const { name, path } of files) {
      const styled = format(name, read(path));
      expect(parse(styled), path).toEqual(parse(read(path)));
      expect(check(name, styled, path), path).toEqual([]);
      // Written once in the style, a file stays as it is.
      expect(format(name, styled), path).toBe(styled);
    }
  });

  // Fails until the files are stored in the editor's style: run `npm run format:content` and commit
  // the result (a one-off restyle; after it, a staff edit in /admin changes only the edited lines).
  it('[content style] every file under content/ is stored as the editor writes it (npm run format:content)', () => {
    const differing = files.filter(({ name, path }) => format(name, read(path)) !== read(path));
    expect(differing.map(({ path }) => `content/${path}`)).toEqual([]);
  });
});
