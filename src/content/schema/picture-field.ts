/**
 * A picture in the content: the file and its alt text. Its size and shipped files come from the file
 * at build time (tools/pictures/): staff give only what a person can judge.
 */
import { z } from 'zod';
import { langOf } from '../untranslated.ts';
import { isRecord } from './issue-messages.ts';
import type { Untranslated } from './translations.ts';

/** Where the editor's uploads go, from the project root, and the path the data names them by. */
export const mediaFolder = 'images';
export const mediaPublicPath = '/images';

/** The kinds of file the build turns into pictures; the editor refuses any other name before saving. */
export const pictureExtensions = ['svg', 'png', 'jpg', 'jpeg', 'webp'] as const;

// Any case (phones name files IMG_1234.JPG) and any letters, digits, dots, dashes or underscores:
// the editor's uploads keep the phone's file name, with spaces made dashes.
const extensionPattern = pictureExtensions
  .map((ext) => ext.replace(/./g, (letter) => `[${letter}${letter.toUpperCase()}]`))
  .join('|');
export const picturePathPattern = new RegExp(`^/${mediaFolder}/[\\w./-]+\\.(?:${extensionPattern})$`);
/** The editor's check of a picked or uploaded file, which Decap makes on its name alone. */
export const pictureNamePattern = new RegExp(`^[^/]+\\.(?:${extensionPattern})$`);
export const pictureNameMessage =
  'must be a photo in jpg, png or webp, or an svg illustration: save or export it as one of those and upload it again';
export const picturePathMessage =
  'must be a picture uploaded in the editor (a photo in jpg, png or webp, or an svg illustration), e.g. /images/lab-photo.jpg';

const altText = z
  .string({ error: (issue) => (issue.input === undefined ? 'must be filled in' : 'must be text') })
  .trim()
  .min(1, { error: 'must describe the picture for people who cannot see it' })
  .meta({
    title: 'Description for screen readers (alt text)',
    hint: 'what the picture shows, in a sentence, e.g. "Students at laptops in the Nakuru lab"',
    // Read aloud to a visitor in the page's language (the picture file itself is shared).
    translate: true,
  });

export const pictureSchema = z
  .strictObject({
    src: z
      .string({ error: (issue) => (issue.input === undefined ? 'must be filled in' : picturePathMessage) })
      .regex(picturePathPattern, { error: picturePathMessage })
      .meta({
        title: 'Picture file',
        widget: 'image',
        hint: 'upload a photo or pick one from the media library; it is resized for phones when the site is built',
      }),
    alt: altText,
  })
  .meta({ title: 'Picture' });

/** A picture as the content gives it: the file's path and its alt text. */
export type PictureEntry = z.output<typeof pictureSchema>;

/** A picture as the build shipped it, named as React's <img> attributes so a page spreads them on. */
export interface ShippedPicture {
  src: string;
  width: number;
  height: number;
  /** `file 640w, file 960w, ...`: photos only (an SVG is one file at every width). */
  srcSet?: string;
  /** The photo's dominant colour, shown in its box until it loads. */
  color?: string;
}

/** A picture as a page gets it: the shipped file, the alt text, and `lang` when that is still English. */
export type ContentPicture = ShippedPicture & Pick<PictureEntry, 'alt'> & { lang?: string };

/** Content data as the pages get it: each picture resolved at build time into its shipped files. */
export type WithShippedPictures<T> = T extends PictureEntry
  ? ContentPicture
  : T extends readonly (infer Item)[]
    ? WithShippedPictures<Item>[]
    : T extends object
      ? { [Key in keyof T]: WithShippedPictures<T[Key]> }
      : T;

/** Whether a node of the content is a picture: its file and its alt text. */
export const isPicture = (value: unknown): value is PictureEntry =>
  isRecord(value) && typeof value.src === 'string' && typeof value.alt === 'string';

/** Every picture in a node of the content, in document order. */
export function picturesIn(node: unknown, found: PictureEntry[] = []): PictureEntry[] {
  if (isPicture(node)) found.push(node);
  else if (typeof node === 'object' && node !== null)
    for (const value of Object.values(node)) picturesIn(value, found);
  return found;
}

/** `data` with each picture as `shipped` gives its file and size, its alt text kept. */
export function withShippedPictures<T>(
  data: T,
  shipped: (src: string) => ShippedPicture,
): WithShippedPictures<T> {
  const visit = (node: unknown): unknown => {
    if (isPicture(node)) {
      // `lang` where the alt text is still in English on a page of another language.
      const lang = langOf<PictureEntry & Untranslated>(node, 'alt');
      return { ...shipped(node.src), alt: node.alt, ...(lang ? { lang } : {}) };
    }
    if (Array.isArray(node)) return node.map(visit);
    if (typeof node === 'object' && node !== null)
      return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, visit(value)]));
    return node;
  };
  return visit(data) as WithShippedPictures<T>;
}
