// One helper for a page's address in the other language, and what the worker precaches for whom.
import { describe, expect, it } from 'vitest';
import { localeOfPath, localizedPath, notFoundPageOf, unlocalizedPath } from '../../src/config/locales';
import { languageOfFile, precacheFor, workerLocale } from '../../src/sw/language-files';
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

describe('the worker’s precache', () => {
  const manifest = [
    'index.html',
    'courses.html',
    'courses/web-development.html',
    '404.html',
    'sw.html',
    'sw/courses.html',
    'sw/404.html',
    'assets/index-abc.js',
    'assets/sw/index-def.js',
    'images/hero.svg',
    'pictures/phone/lab.1.640.webp',
    'pwa-192x192.png',
  ].map((url) => ({ url, revision: null }));

  it('holds the reader’s language and what both share, never the other language', () => {
    const english = precacheFor(manifest, 'en').map(({ url }) => url);
    const kiswahili = precacheFor(manifest, 'sw').map(({ url }) => url);
    expect(english).toEqual([
      'index.html',
      'courses.html',
      'courses/web-development.html',
      '404.html',
      'assets/index-abc.js',
      'images/hero.svg',
      'pictures/phone/lab.1.640.webp',
      'pwa-192x192.png',
    ]);
    expect(kiswahili).toEqual([
      'sw.html',
      'sw/courses.html',
      'sw/404.html',
      'assets/sw/index-def.js',
      'images/hero.svg',
      'pictures/phone/lab.1.640.webp',
      'pwa-192x192.png',
    ]);
    expect(languageOfFile('/images/hero.svg')).toBeUndefined();
  });

  it('learns the reader’s language from its own address, English when it says none', () => {
    expect(workerLocale('https://college.example/sw.js?lang=sw')).toBe('sw');
    expect(workerLocale('https://college.example/sw.js')).toBe('en');
    expect(workerLocale('https://college.example/sw.js?lang=fr')).toBe('en');
    expect([localizedPath('/', 'sw'), localizedPath('/', 'en')]).toEqual(['/sw', '/']);
    expect([notFoundPageOf('sw'), notFoundPageOf('en')]).toEqual(['/sw/404.html', '/404.html']);
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
