// The reader's choice of language, kept in one place the pages, the start page and the worker share.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  choiceOfVisit,
  chosenLanguage,
  languageChoiceCache,
  languageChoiceKey,
  noteLanguageChoice,
  rememberLanguage,
} from '../../src/lib/language-choice';
import { FakeCacheStorage } from './fake-cache-storage';

const site = 'https://college.example';

beforeEach(() => {
  vi.unstubAllGlobals();
  vi.stubGlobal('caches', new FakeCacheStorage());
});

describe('the reader’s choice of language', () => {
  it('knows none until the reader chooses, then the one chosen last', async () => {
    expect(await chosenLanguage()).toBeUndefined();
    await rememberLanguage('sw');
    expect(await chosenLanguage()).toBe('sw');
    await rememberLanguage('en');
    expect(await chosenLanguage()).toBe('en');
  });

  it('is noted from a visit that crossed languages, and from no other', async () => {
    await noteLanguageChoice(new URL(`${site}/courses`), `${site}/about`);
    expect(await chosenLanguage()).toBeUndefined();
    await noteLanguageChoice(new URL(`${site}/sw/courses`), `${site}/courses`);
    expect(await chosenLanguage()).toBe('sw');
    // A shared link to an English page: not a choice, so Kiswahili stays.
    await noteLanguageChoice(new URL(`${site}/about`), 'https://wa.me/');
    expect(await chosenLanguage()).toBe('sw');
  });

  describe('in a page', () => {
    beforeEach(() => {
      const kept = new Map<string, string>();
      vi.stubGlobal('localStorage', {
        getItem: (key: string) => kept.get(key) ?? null,
        setItem: (key: string, value: string) => kept.set(key, value),
      });
    });

    it('is kept at once, before the Cache API has written it', async () => {
      // A Cache API write still under way when the next page asks (or dropped with its page).
      vi.stubGlobal('caches', {
        open: () => new Promise(() => undefined),
        match: () => Promise.resolve(undefined),
      });
      void rememberLanguage('sw');
      expect(await chosenLanguage()).toBe('sw');
    });

    it('takes the later of the page’s copy and the one the worker noted', async () => {
      await rememberLanguage('sw');
      // The worker notes English later, serving a page whose script never ran.
      const later = `en ${String(Date.now() + 1000)}`;
      await (await caches.open(languageChoiceCache)).put(languageChoiceKey, new Response(later));
      expect(await chosenLanguage()).toBe('en');
      await rememberLanguage('sw');
      expect(await chosenLanguage()).toBe('sw');
    });
  });

  it('is as if never chosen where the Cache API is missing', async () => {
    vi.stubGlobal('caches', undefined);
    await rememberLanguage('sw');
    expect(await chosenLanguage()).toBeUndefined();
  });
});

describe('which visits are a choice of language', () => {
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
