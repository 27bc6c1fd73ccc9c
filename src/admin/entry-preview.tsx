import type { ComponentType, ReactNode } from 'react';
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { references } from 'virtual:decap-config';
import type { collections, CollectionName } from '../content/schema/collections';
import type { WithShippedPictures } from '../content/schema/picture-field';
import { checkEntryData } from './entry-checks';
import { PreviewFrame, PreviewProblems } from './preview-frame';
import { usePreviewPictures } from './preview-pictures';

/** What a collection's preview draws from: one entry of a folder, or the whole single file. */
export type EntryOf<Name extends CollectionName> = (typeof collections)[Name] extends {
  entry: { _zod: { output: infer Entry } };
}
  ? Entry
  : (typeof collections)[Name]['schema']['_zod']['output'];

/**
 * A Decap preview template for a collection: the entry as staff type it, checked as the build
 * checks it, then drawn by `render` with the site's own components, theme and pictures. An entry
 * the build would refuse shows the build's messages instead of a page.
 */
export function entryPreview<Name extends CollectionName>(
  name: Name,
  render: (data: WithShippedPictures<EntryOf<Name>>) => ReactNode,
): ComponentType<PreviewTemplateComponentProps> {
  function Preview({ entry, getAsset, document: frame }: PreviewTemplateComponentProps) {
    // Decap holds the entry as Immutable.js; toJS gives the plain data the file will hold.
    const data: unknown = entry.get('data')?.toJS() ?? {};
    const { checked, problems } = checkEntryData(name, data, references, {
      path: entry.get('path') as string | undefined,
      slug: entry.get('slug') as string | undefined,
    });
    // The schema's own output type for this collection (safeParse's is the union of them all).
    const shown = usePreviewPictures((checked ?? null) as EntryOf<Name> | null, (path) => getAsset(path));
    return (
      <PreviewFrame frame={frame} entryKey={JSON.stringify(data)}>
        {problems.length > 0 || shown === null ? (
          <PreviewProblems problems={problems} />
        ) : (
          render(shown as WithShippedPictures<EntryOf<Name>>)
        )}
      </PreviewFrame>
    );
  }
  Preview.displayName = `${name}Preview`;
  return Preview;
}
