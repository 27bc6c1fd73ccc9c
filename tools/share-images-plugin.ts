import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { feeUnit } from '../src/i18n/course-fee.ts';
import { formatPrice } from '../src/lib/format-price.ts';
import { listPhrase } from '../src/lib/wording.ts';
import { locales } from '../src/config/locales.ts';
import { contentRoot } from './content-data.ts';
import type { ContentData } from './content/loaded-content.ts';
import { contentApiOf } from './content-plugin.ts';
import type { CommonWords } from '../src/i18n/en/common.ts';
import { uiWords } from './ui-words.ts';
import { cardArtSvg } from './pictures/card-art.ts';
import { pictureSourceFile } from './pictures/content-pictures.ts';
import { loadSharp } from './pictures/load-sharp.ts';
import { collegeShareCard, courseShareCard } from '../src/config/paths.ts';
import { lowestFee } from '../src/content/courses.ts';
import { clientBuildOnly } from './client-build-only.ts';

type CourseEntry = ContentData['courses'][number];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Words or phrases joined by `separator`, wrapped between them (never inside one) at a width. */
function wrap(phrases: readonly string[], width: number, separator = ' '): string[] {
  const lines: string[] = [];
  for (const phrase of phrases) {
    const last = lines.at(-1);
    if (last !== undefined && `${last}${separator}${phrase}`.length <= width)
      lines[lines.length - 1] = `${last}${separator}${phrase}`;
    else lines.push(phrase);
  }
  return lines;
}

// The card's fonts are about 0.58 em a character in bold and 0.53 em in regular (DejaVu Sans, the
// widest of them; Liberation Sans is narrower): what a line may hold is worked out from these.
const emPerCharacter = { bold: 0.58, regular: 0.53 };

/** The characters a line of a width holds at a size. */
const charactersIn = (width: number, size: number, weight: keyof typeof emPerCharacter) =>
  Math.floor(width / (size * emPerCharacter[weight]));

/** A font size at which a line of text fits a width, at most `largest`. */
const fittedSize = (text: string, width: number, largest: number, weight: keyof typeof emPerCharacter) =>
  Math.min(largest, Math.floor(width / (text.length * emPerCharacter[weight])));

const cardColours =
  '<rect width="1200" height="630" fill="#124a84"/><rect y="590" width="1200" height="40" fill="#f4b63f"/>';
const cardFonts = '<g fill="#fff" font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif">';

/** The college's share card, 1200x630, as SVG, for every page but a course's. */
function collegeShareSvg(
  college: { name: string; towns: readonly string[]; lowestFee: number },
  words: CommonWords,
): string {
  // Beside the mark (x 400 to 1160), each list wrapped between its phrases.
  const subjects = wrap(words.shareCard.subjects, charactersIn(760, 36, 'bold'), ' · ');
  const offer = wrap(
    words.shareCard.collegeOffer(formatPrice(college.lowestFee)),
    charactersIn(760, 28, 'regular'),
    ' · ',
  );
  // Centred on the mark (y 96 to 352): 46 px a subjects line, 38 px an offer line, 14 px between.
  const top = 224 - (subjects.length * 46 + 14 + offer.length * 38) / 2;
  const lines = [
    ...subjects.map(
      (line, index) =>
        `<text x="400" y="${top + 36 + index * 46}" font-size="36" font-weight="700">${escapeXml(line)}</text>`,
    ),
    ...offer.map(
      (line, index) =>
        `<text x="400" y="${top + subjects.length * 46 + 14 + 28 + index * 38}" font-size="28" fill="#d6e6f7">${escapeXml(line)}</text>`,
    ),
  ];
  const tagline = words.shareCard.collegeLine(listPhrase(college.towns, words.conjunctions.and));
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">',
    cardColours,
    // The college's mark (public/logo.svg) on a darker tile.
    '<g transform="translate(80 96) scale(0.5)"><rect width="512" height="512" rx="96" fill="#0c2f53"/>',
    '<path d="M64 356 200 140l56 88 56-72 136 200z" fill="#fff"/>',
    '<path d="m200 140 38 60-22 22-16-22-18 16-20-18z" fill="#7aaee3"/>',
    '<path d="M156 396h200" stroke="#f4b63f" stroke-width="24" stroke-linecap="round"/></g>',
    cardFonts,
    ...lines,
    // The name and the towns across the card (x 80 to 1140); a longer line is set smaller.
    `<text x="80" y="440" font-size="${fittedSize(college.name, 1060, 64, 'bold')}" font-weight="700">${escapeXml(college.name)}</text>`,
    `<text x="80" y="510" font-size="${fittedSize(tagline, 1060, 36, 'regular')}" fill="#d6e6f7">${escapeXml(tagline)}</text>`,
    '</g>',
    '</svg>',
  ].join('');
}

/** A course's share card, 1200x630, as SVG: its name, fee, duration and level beside its picture. */
function courseShareSvg(
  course: CourseEntry,
  college: { name: string; towns: readonly string[] },
  /** The course's picture as SVG markup, placed in the art box (tools/pictures/card-art.ts). */
  art: string,
  words: CommonWords,
): string {
  // Two lines at 60 px fit about 26 bold characters each; a longer name is set smaller.
  const long = wrap(course.title.split(/\s+/), 26).length > 2;
  const size = long ? 46 : 60;
  const lines = wrap(course.title.split(/\s+/), long ? 34 : 26);
  const title = lines
    .map(
      (line, index) =>
        `<text x="80" y="${190 + index * size * 1.15}" font-size="${size}" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('');
  // The fee large, what it is for ("per language") after it; smaller if they would reach the art (x 780).
  const fee = formatPrice(course.price);
  const unit = feeUnit(course, words);
  const unitWidth = unit ? 16 + unit.length * 32 * emPerCharacter.regular : 0;
  const feeSize = Math.min(76, Math.floor((680 - unitWidth) / (fee.length * emPerCharacter.bold)));
  // Set apart by dx, not a space: a renderer may drop the space at the start of a tspan.
  const unitText = unit
    ? `<tspan dx="16" font-size="32" font-weight="400" fill="#fff">${escapeXml(unit)}</tspan>`
    : '';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">',
    cardColours,
    cardFonts,
    `<text x="80" y="96" font-size="30" fill="#d6e6f7">${escapeXml(college.name)}</text>`,
    title,
    `<text x="80" y="400" font-size="${feeSize}" font-weight="700" fill="#f4b63f">${escapeXml(fee)}${unitText}</text>`,
    `<text x="80" y="460" font-size="32">${escapeXml(words.course.length(course.weeks, course.perProgrammingLanguage))}</text>`,
    `<text x="80" y="505" font-size="32">${escapeXml(`${words.course.level}: ${words.levels[course.level]}`)}</text>`,
    `<text x="80" y="556" font-size="26" fill="#d6e6f7">${escapeXml(listPhrase(college.towns, words.conjunctions.and))} · ${escapeXml(words.shareCard.instalments)}</text>`,
    '</g>',
    art,
    '</svg>',
  ].join('');
}

/**
 * Draws each language's share cards at build time, so an edited fee or name is on them with the next
 * build: the image link previews load, and the SVG it was drawn from, beside it.
 */
export function shareImages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'college:share-images',
    apply: clientBuildOnly,
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(output) {
      // Loaded only here, so the dev server and the unit tests never load sharp's native code.
      const sharp = await loadSharp();
      const outDir = output.dir ?? resolve(config.root, config.build.outDir);
      const draw = async (card: { path: string; type: string }, svg: string) => {
        await mkdir(dirname(join(outDir, card.path)), { recursive: true });
        // The SVG it was drawn from beside it: a test reads its text, which none can read off a picture.
        await writeFile(join(outDir, card.path.slice(1).replace(/\.\w+$/, '.svg')), svg);
        const drawn = sharp(Buffer.from(svg));
        await (
          card.type === 'image/png'
            ? // A palette PNG of a few flat colours keeps an illustrated card small (the college's is ~30 KB).
              drawn.png({ palette: true, colours: 64, compressionLevel: 9, effort: 7 })
            : // A photo's card as JPEG: q80 with mozjpeg's encoder keeps a 1200x630 photo card near
              // 60-110 KB, well within WhatsApp's 300 KB for a link preview; 4:2:0 chroma as every phone decodes it.
              drawn
                .flatten({ background: '#124a84' })
                .jpeg({ quality: 80, mozjpeg: true, chromaSubsampling: '4:2:0' })
        ).toFile(join(outDir, card.path.slice(1)));
      };
      const languages = locales.map((locale) => {
        const { data } = contentApiOf(config).content().languages[locale];
        const college = {
          name: data.site.name,
          towns: [...new Set(data.site.campuses.map((campus) => campus.town))],
        };
        return { locale, data, college, words: uiWords[locale].common };
      });
      const courseCards = languages.flatMap(({ locale, data, college, words }) =>
        data.courses.map((course) => ({ locale, course, college, words })),
      );
      await Promise.all([
        ...languages.map(({ locale, data, college, words }) =>
          draw(
            collegeShareCard(locale),
            collegeShareSvg({ ...college, lowestFee: lowestFee(data.courses) }, words),
          ),
        ),
        ...courseCards.map(async ({ locale, course, college, words }) => {
          const art = await cardArtSvg(pictureSourceFile(contentRoot(config.root), course.image.src));
          await draw(
            courseShareCard(course.slug, course.image.src, locale),
            courseShareSvg(course, college, art, words),
          );
        }),
      ]);
      config.logger.info(`drew ${languages.length} college and ${courseCards.length} course share cards`);
    },
  };
}
