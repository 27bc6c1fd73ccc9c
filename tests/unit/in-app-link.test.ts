// @vitest-environment jsdom
// Which presses the app follows itself (src/lib/in-app-link.ts): a static page holds these until
// its app starts, and a kept part of a page follows them in the app; any other is the browser's.
import { afterEach, describe, expect, it } from 'vitest';
import { inAppLink } from '../../src/lib/in-app-link';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A link in the page, and a press on the text inside it. */
function press(attrs: string, press: Partial<MouseEventInit> = {}) {
  document.body.innerHTML = `<a ${attrs}><span>go</span></a>`;
  const target = document.querySelector('span');
  const event = new MouseEvent('click', { button: 0, bubbles: true, cancelable: true, ...press });
  Object.defineProperty(event, 'target', { value: target });
  return event;
}

describe('inAppLink', () => {
  it('takes a plain press on a link to a page of this language on this site', () => {
    expect(inAppLink(press('href="/courses"'), 'en')?.getAttribute('href')).toBe('/courses');
    expect(inAppLink(press('href="/sw/courses?level=x#top"'), 'sw')).toBeDefined();
  });

  it('leaves the other language, another site, a new tab and a download to the browser', () => {
    expect(inAppLink(press('href="/sw/courses"'), 'en')).toBeUndefined();
    expect(inAppLink(press('href="/courses"'), 'sw')).toBeUndefined();
    expect(inAppLink(press('href="https://wa.me/254700000000"'), 'en')).toBeUndefined();
    expect(inAppLink(press('href="/courses" target="_blank"'), 'en')).toBeUndefined();
    expect(inAppLink(press('href="/visit.ics" download'), 'en')).toBeUndefined();
  });

  it('leaves a press with a modifier, another button, or one already handled', () => {
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'])
      expect(inAppLink(press('href="/courses"', { [modifier]: true }), 'en')).toBeUndefined();
    expect(inAppLink(press('href="/courses"', { button: 1 }), 'en')).toBeUndefined();
    const handled = press('href="/courses"');
    handled.preventDefault();
    expect(inAppLink(handled, 'en')).toBeUndefined();
  });
});
