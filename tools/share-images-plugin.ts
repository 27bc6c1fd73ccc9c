import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { formatPrice } from '../src/lib/format-price.ts';
import { listPhrase } from '../src/lib/wording.ts';
import { defaultLocale, locales } from '../src/config/locales.ts';
import { contentRoot } from './content-data.ts';
import type { ContentData } from './content/loaded-content.ts';
import { contentApiOf } from './content-plugin.ts';
import type { CommonWords } from '../src/i18n/en/common.ts';
import { uiWords } from './ui-words.ts';
import { cardArtSvg } from './pictures/card-art.ts';
import { pictureSourceFile } from './pictures/content-pictures.ts';
import { loadSharp } from './pictures/load-sharp.ts';
import { courseShareCard } from '../src/config/paths.ts';

type CourseEntry = ContentData['courses'][number];

/** The SVG a card was drawn from, beside it (a test reads its text: none can be read off a picture). */
const svgBeside = (cardPath: string) => cardPath.slice(1).replace(/\.\w+$/, '.svg');

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Greedy word wrap at a number of characters (the card's fonts are about half an em wide). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * A course's share card, 1200x630, as SVG: its name, fee, duration and level beside its own
 * picture (its illustration nested, or its photo embedded), in the colours of the site's card (scripts/og-image.svg).
 */
export function courseShareSvg(
  course: CourseEntry,
  college: { name: string; towns: readonly string[] },
  /** The course's picture as SVG markup, placed in the art box (tools/pictures/card-art.ts). */
  art: string,
  /** The card's own words, in the language it is drawn in. */
  words: CommonWords = uiWords[defaultLocale].common,
): string {
  // The name runs across the top, above the art: two lines at 60 px fit about 26 bold characters
  // each (the fonts are about 0.62 em wide); a longer name is set smaller.
  let size = 60;
  let lines = wrap(course.title, 26);
  if (lines.length > 2) {
    size = 46;
    lines = wrap(course.title, 34);
  }
  const title = lines
    .map(
      (line, index) =>
        `<text x="80" y="${190 + index * size * 1.15}" font-size="${size}" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">',
    '<rect width="1200" height="630" fill="#124a84"/><rect y="590" width="1200" height="40" fill="#f4b63f"/>',
    '<g fill="#fff" font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif">',
    `<text x="80" y="96" font-size="30" fill="#d6e6f7">${escapeXml(college.name)}</text>`,
    title,
    `<text x="80" y="400" font-size="76" font-weight="700" fill="#f4b63f">${escapeXml(formatPrice(course.price))}</text>`,
    `<text x="80" y="460" font-size="32">${escapeXml(course.duration)}</text>`,
    `<text x="80" y="505" font-size="32">${escapeXml(words.levels[course.level])}</text>`,
    `<text x="80" y="556" font-size="26" fill="#d6e6f7">${escapeXml(listPhrase(college.towns, words.conjunctions.and))} · ${escapeXml(words.shareCard.instalments)}</text>`,
    '</g>',
    art,
    '</svg>',
  ].join('');
}

/**
 * Draws each course's share card from content/courses/ at build time, so an edited fee or name
 * is on the card with the next build: from the content the content plugin loaded for the pages.
 * Each is written as the PNG that link previews load and the SVG it was drawn from (what a test can
 * read: text cannot be read back off a PNG). Neither is precached (tools/pwa-plugin.ts): only
 * link-preview crawlers fetch them.
 */
export function shareImages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'college:share-images',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(output) {
      if (config.build.ssr) return;
      // Loaded only here, so the dev server and the unit tests never load sharp's native code.
      const sharp = await loadSharp();
      const outDir = output.dir ?? resolve(config.root, config.build.outDir);
      const cards = locales.flatMap((locale) => {
        const { data } = contentApiOf(config).content().languages[locale];
        return data.courses.map((course) => ({ locale, course, site: data.site }));
      });
      await Promise.all(
        cards.map(async ({ locale, course, site }) => {
          const card = courseShareCard(course.slug, course.image.src, locale);
          await mkdir(dirname(join(outDir, card.path)), { recursive: true });
          const art = await cardArtSvg(pictureSourceFile(contentRoot(config.root), course.image.src));
          const svg = courseShareSvg(
            course,
            {
              name: site.name,
              towns: [...new Set(site.campuses.map((campus) => campus.town))],
            },
            art,
            uiWords[locale].common,
          );
          await writeFile(join(outDir, svgBeside(card.path)), svg);
          const drawn = sharp(Buffer.from(svg));
          await (
            card.type === 'image/png'
              ? // A palette PNG of a few flat colours keeps an illustrated card small, as the site's own card is.
                drawn.png({ palette: true, colours: 64, compressionLevel: 9, effort: 7 })
              : // A photo's card as JPEG: q80 with mozjpeg's encoder keeps a 1200x630 photo card near
                // 60-110 KB, well within WhatsApp's 300 KB for a link preview; 4:2:0 chroma as every phone decodes it.
                drawn
                  .flatten({ background: '#124a84' })
                  .jpeg({ quality: 80, mozjpeg: true, chromaSubsampling: '4:2:0' })
          ).toFile(join(outDir, card.path.slice(1)));
        }),
      );
      config.logger.info(`drew ${cards.length} course share cards`);
    },
  };
}
