// The content files and the editor's own YAML style (Decap CMS, scripts/format-content.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { decapFormatter } from '../../scripts/format-content.mjs';
import { collections, type CollectionName } from '../../src/content/schema/collections';
import { checkCollection, contentRoot } from '../../tools/content-data';

const names = Object.keys(collections) as CollectionName[];
const read = (name: CollectionName) => readFileSync(join(contentRoot(), collections[name].file), 'utf8');
const format = await decapFormatter();

describe("the editor's YAML style", () => {
  it('changes only how a file is written, never its data', () => {
    for (const name of names) {
      const styled = format(name, read(name));
      expect(parse(styled), name).toEqual(parse(read(name)));
      expect(checkCollection(name, styled).problems, name).toEqual([]);
      // Written once in the style, a file stays as it is.
      expect(format(name, styled), name).toBe(styled);
    }
  });

  // Fails until the files are stored in the editor's style: run `npm run format:content` and commit
  // the result (a one-off restyle; after it, a staff edit in /admin changes only the edited lines).
  it('[content style] every file under content/ is stored as the editor writes it (npm run format:content)', () => {
    const differing = names.filter((name) => format(name, read(name)) !== read(name));
    expect(differing.map((name) => `content/${collections[name].file}`)).toEqual([]);
  });
});
