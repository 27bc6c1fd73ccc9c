// @vitest-environment jsdom
// A field changed before a script could see it (src/lib/form-changed.ts): what start-on-demand
// starts the app for, and what the course filter commits as the reader's choice when it hydrates.
import { describe, expect, it } from 'vitest';
import { formChanged } from '../../src/lib/form-changed';

function page(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

const fields = `<form>
  <input type="radio" name="level" value="" checked><input type="radio" name="level" value="beginner">
  <input type="checkbox" name="news">
  <select name="campus"><option selected>Nakuru</option><option>Naivasha</option></select>
  <input name="name" value=""><textarea name="message"></textarea>
</form>`;

describe('formChanged', () => {
  it('is false for a form as the server rendered it', () => {
    expect(formChanged(page(fields))).toBe(false);
  });

  it.each([
    [
      'a radio chosen',
      (root: HTMLElement) => root.querySelector<HTMLInputElement>('[value="beginner"]')?.click(),
    ],
    ['a box ticked', (root: HTMLElement) => root.querySelector<HTMLInputElement>('[name="news"]')?.click()],
    [
      'another option',
      (root: HTMLElement) => {
        const select = root.querySelector('select');
        if (select) select.selectedIndex = 1;
      },
    ],
    [
      'characters typed',
      (root: HTMLElement) => {
        const input = root.querySelector<HTMLInputElement>('[name="name"]');
        if (input) input.value = 'Wanjiru';
      },
    ],
    [
      'a message typed',
      (root: HTMLElement) => {
        const text = root.querySelector('textarea');
        if (text) text.value = 'Evening classes?';
      },
    ],
  ])('is true after %s, from the root or the form itself', (_, change) => {
    const root = page(fields);
    change(root);
    expect(formChanged(root)).toBe(true);
    const form = root.querySelector('form');
    expect(form && formChanged(form)).toBe(true);
  });

  it('ignores a field outside any form', () => {
    const root = page('<input name="search" value="">');
    const input = root.querySelector('input');
    if (input) input.value = 'typed';
    expect(formChanged(root)).toBe(false);
  });
});
