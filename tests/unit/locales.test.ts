// One helper for a page's address in the other language, and which language each file of the build is.
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

  it('names each language’s home and not-found pages', () => {
    expect([localizedPath('/', 'sw'), localizedPath('/', 'en')]).toEqual(['/sw', '/']);
    expect([notFoundPageOf('sw'), notFoundPageOf('en')]).toEqual(['/sw/404.html', '/404.html']);
    expect([pageFileOf('/sw', 'sw'), pageFileOf('/', 'en')]).toEqual(['sw.html', 'index.html']);
    expect(pageFileOf('/courses/web-development', 'sw')).toBe('sw/courses/web-development.html');
    expect(otherLocales('en')).toEqual(locales.filter((locale) => locale !== 'en'));
    expect(otherLocales('sw')).not.toContain('sw');
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
