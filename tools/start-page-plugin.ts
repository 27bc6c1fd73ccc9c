import type { Plugin } from 'vite';
import { appStartPath } from '../src/config/paths.ts';
import { defaultLocale, localeInfo, locales, localizedPath } from '../src/config/locales.ts';
import { languageChoiceCache, languageChoiceKey } from '../src/lib/language-choice.ts';
import { uiWords } from './ui-words.ts';
import { clientBuildOnly } from './client-build-only.ts';

const startScript = `${appStartPath.slice(1)}.js`;

/**
 * Where the installed app opens (`/start`) when the service worker is not there to answer it: the
 * home page of the language last chosen on this device, else a choice of every language.
 */
export function startPage(): Plugin {
  const homes = Object.fromEntries(locales.map((locale) => [locale, localizedPath('/', locale)]));
  const links = locales
    .map((locale) => {
      const { hreflang, lang, name } = localeInfo[locale];
      return `      <a href="${localizedPath('/', locale)}" hreflang="${hreflang}" lang="${lang}">${name}</a>`;
    })
    .join('\n');
  // The question in every language, each marked but the page's own.
  const question = locales
    .map((locale) => {
      const text = uiWords[locale].meta.meta.chooseLanguage;
      return locale === defaultLocale ? text : `<span lang="${localeInfo[locale].lang}">${text}</span>`;
    })
    .join(' ');
  const html = `<!doctype html>
<html lang="${localeInfo[defaultLocale].lang}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Kilele College</title>
    <script src="/${startScript}"></script>
    <style>
      body { font: 1.125rem/1.5 system-ui, sans-serif; margin: 0; padding: 3rem 1.5rem; color: #1a202c; }
      main { max-width: 32rem; margin: 0 auto; }
      a { display: block; margin-top: 1rem; padding: 0.9rem 1.2rem; border-radius: 0.5rem; background: #124a84; color: #fff; text-decoration: none; font-weight: 600; }
    </style>
  </head>
  <body>
    <main>
      <h1>Kilele College</h1>
      <p>${question}</p>
${links}
    </main>
  </body>
</html>
`;
  // The choice as src/lib/language-choice.ts keeps it ("<language> <time>", in localStorage and the
  // Cache API: the later one counts).
  const key = JSON.stringify(languageChoiceKey);
  const script = `try{var h=${JSON.stringify(homes)};var p=function(t){var m=/^(\\S+)(?: (\\d+))?$/.exec(t||'');return m&&Object.prototype.hasOwnProperty.call(h,m[1])?{l:m[1],t:+(m[2]||0)}:null};var s=null;try{s=p(localStorage.getItem(${key}))}catch(e){}var go=function(c){c=c&&(!s||c.t>s.t)?c:s;if(c)location.replace(h[c.l])};caches.match(${key},{cacheName:${JSON.stringify(languageChoiceCache)}}).then(function(r){return r&&r.text()}).then(function(t){go(p(t))},function(){go(null)})}catch(e){if(s)location.replace(h[s.l])}\n`;
  return {
    name: 'college:start-page',
    apply: clientBuildOnly,
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: `${appStartPath.slice(1)}.html`, source: html });
      this.emitFile({ type: 'asset', fileName: startScript, source: script });
    },
  };
}
