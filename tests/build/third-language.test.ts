// A third language, added as a translator would: one record beside the others in
// src/config/locales.ts and a copy of a words folder (src/i18n/sw/), nothing else, in a checkout of
// its own. The whole type check (`npm run typecheck`, every project: the tests' own code too)
// passes, it builds, and the unit and build-output tests that read the languages pass on it; every
// page has its twin under the new prefix in its language, every page of every language names it
// among its alternates and links to it, and the content no one has translated into it yet is the
// English, marked as English.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localeInfo, locales, localizedPath } from '../../src/config/locales.ts';
import { loadSiteContent } from '../../tools/content-data.ts';
import { cloneCheckout } from '../support/checkout-clone.ts';
import { collectOutput } from '../support/child-processes.ts';
import { pagesIn } from '../support/built-pages.ts';

const third = {
  key: 'ki',
  record: {
    lang: 'ki',
    hreflang: 'ki',
    ogLocale: 'ki_KE',
    name: 'Gĩkũyũ',
    prefix: '/ki',
    pages: 'ki/',
    homePage: 'ki.html',
    notFoundPage: 'ki/404.html',
    assets: 'assets/ki/',
    shareCards: 'share/ki/',
  },
};
const { site } = loadSiteContent().data;

let checkout = '';
let buildDir = '';
let typecheck = { status: null as number | null, output: '' };
let build = { status: null as number | null, output: '' };
let languageTests = { status: null as number | null, output: '' };

/**
 * The unit and build-output test files that read the languages (they import the records), but
 * not those that make builds of their own (a build is 10 to 15 CPU-s; this file's is enough), nor
 * this one: found by what they import, so a new such test is run here too.
 */
function testsOfLanguages(): string[] {
  const makesABuild = /\b(buildSite|sharedBuild|photosAndFeeBuild|cloneCheckout)\(/;
  return ['tests/unit', 'tests/build'].flatMap((folder) =>
    readdirSync(folder)
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => `${folder}/${file}`)
      .filter((file) => {
        const source = readFileSync(file, 'utf8');
        return source.includes('config/locales') && !makesABuild.test(source);
      }),
  );
}

beforeAll(async () => {
  checkout = cloneCheckout(process.cwd(), 'kilele-third-language-');
  buildDir = join(checkout, 'dist');
  // The record, beside the others.
  const localesFile = join(checkout, 'src/config/locales.ts');
  const source = readFileSync(localesFile, 'utf8');
  const end = '} as const satisfies Record<string, LocaleRecord>;';
  if (!source.includes(end))
    throw new Error(`src/config/locales.ts no longer ends its records with "${end}"`);
  const record = `  ${third.key}: ${JSON.stringify(third.record, null, 2).replace(/\n/g, '\n  ')},\n`;
  writeFileSync(localesFile, source.replace(end, `${record}${end}`));
  // The words, copied from Kiswahili's to be translated.
  cpSync(join(checkout, 'src/i18n/sw'), join(checkout, `src/i18n/${third.key}`), { recursive: true });

  // The type check and the build are independent: side by side, the one waiting on a core the
  // other leaves free (this is the build tests' longest file).
  // Without this run's Vitest variables, so the tests run below are a run of their own.
  const outer = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')),
  );
  const run = (command: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
    new Promise<{ status: number | null; output: string }>((done) => {
      const child = spawn(command, args, { cwd: checkout, env: { ...outer, ...env } });
      const output = collectOutput(child);
      child.on('close', (status) => done({ status, output: output() }));
    });
  // As tests/support/build-site.ts builds: no editor, the build's own "now".
  const env: NodeJS.ProcessEnv = { BUILD_DIR: buildDir, ADMIN_BUILD: '0' };
  delete outer.CONTENT_NOW;
  [typecheck, build] = await Promise.all([
    run('npm', ['run', '--silent', 'typecheck']),
    run(process.execPath, ['scripts/build.mjs'], env),
  ]);
  // On the build above: the build-output tests read BUILD_DIR.
  if (build.status === 0)
    languageTests = await run(
      process.execPath,
      ['node_modules/vitest/vitest.mjs', 'run', '--reporter=dot', ...testsOfLanguages()],
      env,
    );
}, 900_000);

afterAll(() => {
  if (checkout) rmSync(checkout, { recursive: true, force: true });
});

const read = (file: string) => readFileSync(join(buildDir, file), 'utf8');
const tagAttrs = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\s([^>]*)>`, 'gi'))].map(([, a = '']) => a);
const attr = (attrs: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(attrs)?.[1];
/** A page's address from its file in the default language's folder: `courses.html` is `/courses`. */
const pathOf = (file: string) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`);
const fileOf = (path: string, prefix: string) =>
  path === '/' ? `${prefix.slice(1)}.html` : `${prefix.slice(1)}${path}.html`;

describe('a third language, one record and one folder of words', () => {
  it('type-checks, every project, and builds', () => {
    expect(typecheck.status, typecheck.output).toBe(0);
    expect(build.status, build.output.slice(-4000)).toBe(0);
  });

  it('passes the unit and build-output tests that read the languages', () => {
    expect(testsOfLanguages().length).toBeGreaterThan(5);
    expect(languageTests.status, languageTests.output.slice(-6000)).toBe(0);
  });

  it('has a twin of every page under its prefix, in its language, naming and linking every language', () => {
    const all = pagesIn(buildDir);
    const others = locales.map((locale) => localeInfo[locale]).filter(({ pages }) => pages !== '');
    const rootPages = all.filter(
      (file) =>
        file !== '404.html' &&
        ![...others, third.record].some(({ pages, homePage }) => file.startsWith(pages) || file === homePage),
    );
    expect(rootPages.length).toBeGreaterThan(7);
    expect(existsSync(join(buildDir, third.record.notFoundPage))).toBe(true);
    const languages = [...locales.map((locale) => localeInfo[locale]), third.record];
    for (const path of rootPages.map(pathOf)) {
      const twin = fileOf(path, third.record.prefix);
      expect(existsSync(join(buildDir, twin)), twin).toBe(true);
      expect(read(twin)).toMatch(new RegExp(`<html lang="${third.record.lang}"`));
      for (const language of languages) {
        const file =
          language.prefix === '' ? rootPages.find((f) => pathOf(f) === path) : fileOf(path, language.prefix);
        const html = read(file ?? '');
        const alternates = Object.fromEntries(
          tagAttrs(html, 'link')
            .filter((a) => attr(a, 'rel') === 'alternate')
            .map((a) => [attr(a, 'hreflang') ?? '', attr(a, 'href')] as const),
        );
        const own =
          language.prefix === '' ? path : path === '/' ? language.prefix : `${language.prefix}${path}`;
        const thirdPath = path === '/' ? third.record.prefix : `${third.record.prefix}${path}`;
        expect(alternates[third.record.hreflang], `${own}: alternate`).toBe(
          new URL(thirdPath, site.url).href,
        );
        // Every other language's link, the third's among them, each in its own language.
        for (const other of languages.filter((candidate) => candidate !== language)) {
          const otherPath =
            other.prefix === '' ? path : path === '/' ? other.prefix : `${other.prefix}${path}`;
          const link = tagAttrs(html, 'a').find((a) => attr(a, 'hreflang') === other.hreflang);
          expect(link, `${own}: a link to ${other.hreflang}`).toBeDefined();
          expect(attr(link ?? '', 'href')).toBe(otherPath);
          expect(attr(link ?? '', 'lang')).toBe(other.lang);
        }
      }
    }
    // The default language's addresses are unchanged by a third.
    expect(localizedPath('/courses', 'en')).toBe('/courses');
  });

  it('shows its untranslated content in English, marked as English', () => {
    const home = read(third.record.homePage);
    // The college's tagline, translated into Kiswahili but not into the new language: the English,
    // in an element marked English (as React writes it: no character of it is escaped).
    expect(site.tagline).not.toMatch(/[&<>"']/);
    expect(home).toContain(`<span lang="${localeInfo.en.lang}">${site.tagline}</span>`);
  });
});
