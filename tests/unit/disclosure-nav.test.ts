// @vitest-environment jsdom
// The header's disclosures, enhanced by plain DOM code (src/components/shell/disclosure-nav.ts): on
// a static page's first load no React runs it, so what it promises is held here on its own.
import { afterEach, describe, expect, it } from 'vitest';
import { enhanceDisclosureNav, navMenuGroup, phoneToggleAttr } from '../../src/components/shell/disclosure-nav';

let undo = () => {};
afterEach(() => {
  undo();
  document.body.innerHTML = '';
});

function header() {
  document.body.innerHTML = `
    <header>
      <details ${phoneToggleAttr}><summary>Menu</summary></details>
      <nav><ul>
        <li><details name="${navMenuGroup}"><summary>About</summary><ul><li><a href="/about">About us</a></li></ul></details></li>
        <li><a href="/courses">Courses</a></li>
      </ul></nav>
    </header>
    <main><p>Elsewhere</p></main>`;
  const element = document.querySelector('header');
  if (!element) throw new Error('no header');
  undo = enhanceDisclosureNav(element);
  const [toggle, menu] = [...element.querySelectorAll('details')];
  if (!toggle || !menu) throw new Error('no disclosures');
  return { toggle, menu, summary: (details: HTMLDetailsElement) => details.querySelector('summary') };
}

const key = (target: Element, name: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));

describe('enhanceDisclosureNav', () => {
  it('writes aria-expanded from what is open, and with a press', () => {
    const { menu, summary } = header();
    expect(summary(menu)?.getAttribute('aria-expanded')).toBe('false');
    summary(menu)?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(summary(menu)?.getAttribute('aria-expanded')).toBe('true');
  });

  it('closes the innermost open menu on Escape and gives its button the focus', () => {
    const { toggle, menu, summary } = header();
    toggle.open = true;
    menu.open = true;
    key(menu.querySelector('a') ?? menu, 'Escape');
    expect([toggle.open, menu.open]).toEqual([true, false]);
    expect(document.activeElement).toBe(summary(menu));
    key(toggle, 'Escape');
    expect(toggle.open).toBe(false);
  });

  it('closes everything on a press outside the header and on a followed link', () => {
    const { toggle, menu } = header();
    toggle.open = true;
    menu.open = true;
    document.querySelector('main p')?.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    expect([toggle.open, menu.open]).toEqual([false, false]);
    menu.open = true;
    menu.querySelector('a')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(menu.open).toBe(false);
  });

  it('enhances a header once, however often it is asked', () => {
    const { toggle, menu } = header();
    const again = enhanceDisclosureNav(document.querySelector('header') ?? document.body);
    toggle.open = true;
    menu.open = true;
    // Enhanced twice, one Escape would close both.
    key(menu, 'Escape');
    expect([toggle.open, menu.open]).toEqual([true, false]);
    again();
  });

  it('asked again after the app renders a page, its new menus say their state too', () => {
    const { menu } = header();
    const rendered = menu.cloneNode(true) as HTMLDetailsElement;
    rendered.querySelector('summary')?.removeAttribute('aria-expanded');
    menu.replaceWith(rendered);
    const again = enhanceDisclosureNav(document.querySelector('header') ?? document.body);
    expect(rendered.querySelector('summary')?.getAttribute('aria-expanded')).toBe('false');
    again();
  });
});
