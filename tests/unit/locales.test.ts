// One helper for a page's address in the other language, and which language each file of the build is.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  localeOfFile,
  localeOfPath,
  locales,
  localizedPath,
  notFoundPageOf,
  otherLocales,
  pageFileOf,
  unlocalizedPath,
} from '../../src/config/locales';
import { splitManifest } from '../../src/sw/language-packs';
import { choiceOfVisit } from '../../src/config/language-choice';
import { chosenLanguage, rememberChosenLanguage } from '../../src/sw/reader-language';
import { localize } from '../../src/content/schema/translations';

describe('addresses in two languages', () => {
  it('keeps English at today’s addresses and puts Kiswahili under /sw with the same slugs', () => {
    expect(localizedPath('/', 'sw')).toBe('/sw');
    expect(localizedPath('/courses/web-development', 'sw')).toBe('/sw/courses/web-development');
    expect(localizedPath('/sw/courses', 'en')).toBe('/courses');
    expect(localizedPath('/sw', 'en')).toBe('/');
    expect(localizedPath('/courses', 'en')).toBe('/courses');
    expect(localeOfPath('/sw/faqs')).toBe('sw');
    expect(localeOfPath('/swahili-course')).toBe('en');
    expect(unlocalizedPath('/sw/booking')).toBe('/booking');
  });
});

describe('each language’s files', () => {
  const manifest = [
    'index.html',
    'courses.html',
    'courses/web-development.html',
    '404.html',
    'sw.html',
    'sw/courses.html',
    'sw/courses/web-development.html',
    'sw/404.html',
    'assets/index-abc.js',
    'assets/en/booking-abc.js',
    'assets/en/page-abc.css',
    'assets/sw/booking-def.js',
    'assets/sw/page-def.css',
    'images/hero.svg',
    'pictures/phone/lab.1.640.webp',
    'pwa-192x192.png',
  ];
  const english = [
    'index.html',
    'courses.html',
    'courses/web-development.html',
    '404.html',
    'assets/en/booking-abc.js',
    'assets/en/page-abc.css',
  ];
  const kiswahili = [
    'sw.html',
    'sw/courses.html',
    'sw/courses/web-development.html',
    'sw/404.html',
    'assets/sw/booking-def.js',
    'assets/sw/page-def.css',
  ];
  const shared = [
    'assets/index-abc.js',
    'images/hero.svg',
    'pictures/phone/lab.1.640.webp',
    'pwa-192x192.png',
  ];

  it('gives each language its pages, words, content and stylesheets, and no language what every reader shares', () => {
    expect(manifest.filter((file) => localeOfFile(file) === 'en')).toEqual(english);
    expect(manifest.filter((file) => localeOfFile(file) === 'sw')).toEqual(kiswahili);
    expect(manifest.filter((file) => localeOfFile(file) === undefined)).toEqual(shared);
    // As the worker and the servers name them: from the root, with a query.
    expect(localeOfFile('/sw/courses.html?lang=sw')).toBe('sw');
    expect(localeOfFile('/images/hero.svg')).toBeUndefined();
    // A page's build file is its language's.
    for (const locale of locales) {
      for (const path of ['/', '/courses', '/courses/web-development', '/404']) {
        expect(localeOfFile(pageFileOf(path, locale)), `${locale} ${path}`).toBe(locale);
      }
    }
  });

  it('splits the worker’s manifest: what every reader shares for the precache, each language’s files a pack of its own', () => {
    const origin = 'https://college.example';
    const entries = manifest.map((url, index) => (index % 2 === 0 ? { url, revision: `r${index}` } : url));
    const { shared: common, languages } = splitManifest(entries, origin);
    expect(common.map((entry) => (typeof entry === 'string' ? entry : entry.url))).toEqual(shared);
    expect([...languages.en.keys()]).toEqual(english);
    expect([...languages.sw.keys()]).toEqual(kiswahili);
    // Kept at its revision, as Workbox keys a file whose name does not change.
    // A page, whose name does not change, from the network; a hashed file from wherever it is.
    expect(languages.en.get('index.html')).toEqual({
      url: 'index.html',
      address: `${origin}/index.html`,
      cacheKey: `${origin}/index.html?__WB_REVISION__=r0`,
      cacheMode: 'reload',
    });
    expect(languages.en.get('courses.html')).toEqual({
      url: 'courses.html',
      address: `${origin}/courses.html`,
      cacheKey: `${origin}/courses.html`,
      cacheMode: 'default',
    });
  });

  it('names each language’s home and not-found pages', () => {
    expect([localizedPath('/', 'sw'), localizedPath('/', 'en')]).toEqual(['/sw', '/']);
    expect([notFoundPageOf('sw'), notFoundPageOf('en')]).toEqual(['/sw/404.html', '/404.html']);
    expect([pageFileOf('/sw', 'sw'), pageFileOf('/', 'en')]).toEqual(['sw.html', 'index.html']);
    expect(pageFileOf('/courses/web-development', 'sw')).toBe('sw/courses/web-development.html');
    expect(otherLocales('en')).toEqual(locales.filter((locale) => locale !== 'en'));
    expect(otherLocales('sw')).not.toContain('sw');
  });
});

describe('the reader’s language, as the worker keeps it', () => {
  it('knows none until the reader chooses, then the newest choice, whichever is heard last', async () => {
    expect(await chosenLanguage()).toBeUndefined();
    await rememberChosenLanguage({ locale: 'sw', at: 2000 });
    expect(await chosenLanguage()).toBe('sw');
    await rememberChosenLanguage({ locale: 'en', at: 3000 });
    expect(await chosenLanguage()).toBe('en');
    // A page that tells the worker late what it knew (an older choice) undoes nothing.
    await rememberChosenLanguage({ locale: 'sw', at: 1000 });
    expect(await chosenLanguage()).toBe('en');
  });
});

describe('which visits are a choice of language', () => {
  const site = 'https://college.example';
  const visit = (path: string, referrer: string) => choiceOfVisit(new URL(`${site}${path}`), referrer);

  it('takes a page opened from a page of the site in the other language as a choice of its own', () => {
    expect(visit('/sw/courses', `${site}/courses`)).toBe('sw');
    expect(visit('/', `${site}/sw`)).toBe('en');
  });

  it('never takes a shared link, a search result, a move within one language or no referrer as one', () => {
    expect(visit('/sw/courses', 'https://wa.me/')).toBeUndefined();
    expect(visit('/sw/courses', `${site}/sw`)).toBeUndefined();
    expect(visit('/courses', `${site}/about`)).toBeUndefined();
    expect(visit('/sw', '')).toBeUndefined();
    expect(visit('/sw', 'not a url')).toBeUndefined();
  });
});

describe('a translation over the English', () => {
  const node = {
    type: 'object',
    properties: {
      price: { type: 'number' },
      title: { type: 'string', translate: true },
      outcomes: { type: 'array', items: { type: 'string', translate: true } },
      modules: {
        type: 'array',
        items: {
          type: 'object',
          properties: { title: { type: 'string', translate: true }, weeks: { type: 'number' } },
        },
      },
    },
  };
  const english = {
    price: 6000,
    title: 'Web',
    outcomes: ['Build sites'],
    modules: [{ title: 'HTML', weeks: 2 }],
  };

  it('takes the words from the translation and every figure from the English', () => {
    const { value, missing } = localize(
      english,
      {
        price: 1,
        title: 'Tovuti',
        outcomes: ['Jenga tovuti'],
        modules: [{ title: 'HTML msingi', weeks: 9 }],
      },
      node,
    );
    expect(value).toEqual({
      price: 6000,
      title: 'Tovuti',
      outcomes: ['Jenga tovuti'],
      modules: [{ title: 'HTML msingi', weeks: 2 }],
    });
    expect(missing).toEqual([]);
  });

  it('falls back to the English for what is not translated, and lists it', () => {
    const { value, missing } = localize(english, { title: 'Tovuti' }, node);
    // Each object names its own fields still in English, for the page to mark lang="en".
    expect(value).toEqual({
      ...english,
      title: 'Tovuti',
      modules: [{ title: 'HTML', weeks: 2, untranslated: ['title'] }],
      untranslated: ['outcomes'],
    });
    expect(missing).toEqual(['outcomes', 'modules[0].title']);
    expect(localize(english, undefined, node).missing).toEqual(['title', 'outcomes', 'modules[0].title']);
  });
});
