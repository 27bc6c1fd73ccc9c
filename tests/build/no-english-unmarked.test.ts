// @vitest-environment jsdom
// A Kiswahili page says nothing in English but inside an element marked lang="en…": no text, alt,
// label, title, placeholder or description a screen reader reads, nor a share card's words. What
// is English comes from the words and the content (tests/support/english-text.ts), and from the
// page's English twin: what both pages show alike is English unless it is a name or a figure.
import { describe, expect, it } from 'vitest';
import { defaultLocale, localeInfo, locales, localeOfFile, type Locale } from '../../src/config/locales.ts';
import { loadSiteContent } from '../../tools/content-data.ts';
import { htmlFiles, readBuilt } from '../support/built-pages.ts';
import { englishText, normalized } from '../support/english-text.ts';

const loaded = loadSiteContent();
const content = loaded.data;
const others = locales.filter((locale) => locale !== defaultLocale);

/** What a screen reader reads of an element beside its text. */
const spokenAttributes = [
  'alt',
  'title',
  'placeholder',
  'label',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'aria-braillelabel',
];
/** The head's descriptions of the page, which search results and link previews show. */
const describing =
  /^(description|og:title|og:description|og:image:alt|twitter:title|twitter:description|twitter:image:alt)$/;

interface Said {
  where: string;
  text: string;
}

/** Where an element is, for a message: `main > section > h2`. */
const pathOf = (element: Element) => {
  const parts: string[] = [];
  for (let node: Element | null = element; node && parts.length < 5; node = node.parentElement)
    parts.unshift(node.id ? `${node.localName}#${node.id}` : node.localName);
  return parts.join(' > ');
};

/**
 * Inside something marked as another language than the page's (its own lang, or its nearest
 * ancestor's): English where it falls back, and a link named in the language it leads to.
 */
const markedOtherLanguage = (element: Element) => {
  const lang = element.closest('[lang]')?.getAttribute('lang');
  return lang !== undefined && lang !== null && lang !== element.ownerDocument.documentElement.lang;
};

/** Everything a page says outside what is marked English: its texts and the attributes read out. */
function saidIn(html: string, all = false): Said[] {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const said: Said[] = [];
  const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, template')) continue;
    if (!all && markedOtherLanguage(parent)) continue;
    const text = node.textContent ?? '';
    if (normalized(text)) said.push({ where: pathOf(parent), text });
  }
  for (const element of document.querySelectorAll('*')) {
    if (!all && markedOtherLanguage(element)) continue;
    const button =
      element.localName === 'input' && /^(button|submit|reset)$/.test(element.getAttribute('type') ?? '');
    for (const name of [...spokenAttributes, ...(button ? ['value'] : [])]) {
      const value = element.getAttribute(name);
      if (value) said.push({ where: `${pathOf(element)}[${name}]`, text: value });
    }
    const meta = element.getAttribute('name') ?? element.getAttribute('property') ?? '';
    if (element.localName === 'meta' && describing.test(meta))
      said.push({ where: `meta[${meta}]`, text: element.getAttribute('content') ?? '' });
  }
  return said;
}

/** The English twin of a page of another language: `sw/courses.html` is `courses.html`, `sw.html` `index.html`. */
const twinOf = (file: string, locale: Locale) => {
  const { pages, homePage } = localeInfo[locale];
  if (file === homePage) return localeInfo[defaultLocale].homePage;
  return `${localeInfo[defaultLocale].pages}${file.slice(pages.length)}`;
};

describe.each(others)('the pages in %s', (locale) => {
  const pages = htmlFiles.filter((file) => localeOfFile(file) === locale);
  const english = englishText(content, loaded.languages[locale].data, locale);

  it('are all checked', () => {
    expect(pages.length).toBeGreaterThan(7);
  });

  it.each(pages)('%s says nothing in English outside an element marked lang="en"', (file) => {
    const twin = new Set(saidIn(readBuilt(twinOf(file, locale)), true).map(({ text }) => normalized(text)));
    const leaks = saidIn(readBuilt(file)).flatMap(({ where, text }) => {
      const why =
        english.englishIn(text) ??
        (twin.has(normalized(text)) && !english.isNeutral(text) ? 'the same on the English page' : undefined);
      return why ? [`${where}: "${normalized(text)}" (${why})`] : [];
    });
    expect(leaks, `English on ${file}:\n  ${leaks.join('\n  ')}`).toEqual([]);
  });
});
