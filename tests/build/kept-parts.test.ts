// @vitest-environment jsdom
// What a first load keeps as the server rendered it (src/components/prerendered-part.tsx) runs no
// component code: it may hold links and <details>, which work without script, and nothing a reader
// operates through script. A control added to a kept page or the footer (a button, a field, a menu)
// fails here, named with its page, instead of shipping without its behaviour.
import { describe, expect, it } from 'vitest';
import { htmlFiles, readBuilt } from '../support/built-pages.ts';
import { installCardId } from '../../src/pwa/plain-notice-ids.ts';

const scripted = [
  'button',
  'input',
  'select',
  'textarea',
  'form',
  // A <details>'s <summary> opens it without script, whatever role it says it has (the header's say button).
  '[role="button"]:not(summary)',
  '[aria-expanded]',
  '[tabindex]:not([tabindex="-1"])',
]
  // Plain DOM code on every first load wires the share buttons (src/components/share-buttons.ts) and
  // the install offer's (src/pwa/install-notice.ts).
  .map((control) => `${control}:not([data-share] *, #${installCardId} *)`)
  .join(', ');

const keptParts = (file: string) => [
  ...new DOMParser().parseFromString(readBuilt(file), 'text/html').querySelectorAll('[data-prerendered]'),
];

describe('parts a first load keeps as the server rendered them', () => {
  it('exist: every page keeps at least its footer', () => {
    expect(htmlFiles.filter((file) => keptParts(file).length === 0)).toEqual([]);
  });

  it.each(htmlFiles)('%s: hold no control that needs script', (file) => {
    const controls = keptParts(file)
      .flatMap((part) => [...part.querySelectorAll(scripted)])
      .map((control) => control.outerHTML.slice(0, 120));
    expect(controls).toEqual([]);
  });
});
