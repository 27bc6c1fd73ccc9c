import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { defaultLocale, isLocale } from '../config/locales';
import type { z } from 'zod';
import type { CheckedCollection, collections, CollectionName } from '../content/schema/collections';
import { picturesIn, withShippedPictures, type WithShippedPictures } from '../content/schema/picture-field';
import { editedBlocks, englishInState } from './edited-entry';
import { checkEditedEntry } from './entry-checks';
import { PreviewFrame, PreviewProblems, ReviewNotice } from './preview-frame';

/** What a collection's preview draws from: one entry of a folder, or the whole single file. */
export type EntryOf<Name extends CollectionName> = (typeof collections)[Name] extends { entry: infer Entry }
  ? z.output<Entry>
  : CheckedCollection<Name>;

/** What Decap gives a preview template beyond its typed props (decap-cms-core, EditorPreviewPane). */
type PreviewProps = PreviewTemplateComponentProps & {
  /** The language staff are writing in ("Writing in SW"), whose block is the entry's `data`. */
  locale?: string;
  /** The editor's whole state, where the English is when another language is previewed. */
  state?: unknown;
};

/** The previews a module of previews/ gives, by collection: src/admin/main.ts registers every one. */
export type CollectionPreviews = Partial<Record<CollectionName, ComponentType<PreviewProps>>>;

/** Decap's `getAsset`: the address the preview frame can load a picture file from. */
type GetAsset = (path: string) => { toString(): string };

// Until a file's own size is known: the 4:3 of most phone photos.
const unknownSize = { width: 1200, height: 900 };

/**
 * `data` with each picture as the site's components take it: the file as the editor has it (an
 * unsaved upload too) at its own width and height, so it shows at the shape the site gives it.
 */
function usePreviewPictures<T>(data: T, getAsset: GetAsset): WithShippedPictures<T> {
  const [sizes, setSizes] = useState<Record<string, { width: number; height: number }>>({});
  const urls = picturesIn(data).map((picture) => String(getAsset(picture.src)));
  const key = urls.join('\n');

  useEffect(() => {
    let current = true;
    for (const url of key.split('\n').filter(Boolean)) {
      const image = new Image();
      image.onload = () => {
        if (current && image.naturalWidth > 0)
          setSizes((known) => ({
            ...known,
            [url]: { width: image.naturalWidth, height: image.naturalHeight },
          }));
      };
      image.src = url;
    }
    return () => {
      current = false;
    };
  }, [key]);

  return withShippedPictures(data, (path) => {
    const src = String(getAsset(path));
    return { src, ...(sizes[src] ?? unknownSize) };
  });
}

/**
 * A Decap preview template for a collection: the entry as staff type it, in the language they write
 * in, checked as the build checks it, then drawn by `render` with the site's own components; an
 * entry the build would refuse shows the build's messages instead.
 */
export function entryPreview<Name extends CollectionName>(
  name: Name,
  render: (data: WithShippedPictures<EntryOf<Name>>) => ReactNode,
): ComponentType<PreviewProps> {
  function Preview({ entry, getAsset, document: frame, locale: writing, state }: PreviewProps) {
    const locale = isLocale(writing) ? writing : defaultLocale;
    // Decap gives a preview in another language that language's block as the entry's data.
    const blocks = editedBlocks(entry, locale === defaultLocale ? undefined : englishInState(state));
    const { problems, languages, needsReview } = checkEditedEntry(name, blocks, entry);
    // The schema's own output type for this collection (safeParse's is the union of them all).
    const shown = usePreviewPictures((languages[locale] ?? null) as EntryOf<Name> | null, getAsset);
    return (
      <PreviewFrame frame={frame} locale={locale} entryKey={JSON.stringify(blocks)}>
        <ReviewNotice needsReview={needsReview} />
        {problems.length > 0 || shown === null ? <PreviewProblems problems={problems} /> : render(shown)}
      </PreviewFrame>
    );
  }
  Preview.displayName = `${name}Preview`;
  return Preview;
}
