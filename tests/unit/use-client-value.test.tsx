// @vitest-environment jsdom
// A browser-only value and hydration (src/components/use-client-value.ts): the regions of a page
// hydrate one by one, so a component of a region hydrating after another must still render what
// the prerendered page showed, and the browser's value only after.
import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { markAppHydrated, useClientValue } from '../../src/components/use-client-value';

const firstRenders: string[] = [];

function Shown({ name }: { name: string }) {
  const value = useClientValue(() => 'browser', 'server');
  if (!firstRenders.some((line) => line.startsWith(`${name}:`))) firstRenders.push(`${name}: ${value}`);
  return <p>{`${name} ${value}`}</p>;
}

afterEach(() => {
  firstRenders.length = 0;
  document.documentElement.removeAttribute('data-hydrated');
  document.body.innerHTML = '';
});

describe('useClientValue', () => {
  it('hydrates a later region with the prerendered value, even after another region showed the browser’s', async () => {
    // A static page marks <html> with no app (src/start-up/start-on-demand.ts): the app is still to hydrate.
    document.documentElement.setAttribute('data-hydrated', '');
    const header = render(<Shown name="header" />);
    expect(header.container.textContent).toBe('header browser');
    // The main region, prerendered, hydrates after the header has.
    const main = document.createElement('div');
    main.innerHTML = renderToString(<Shown name="main" />);
    document.body.append(main);
    await act(async () => {
      hydrateRoot(main, <Shown name="main" />);
      await Promise.resolve();
    });
    expect(firstRenders).toEqual(['header: server', 'main: server']);
    expect(main.textContent).toBe('main browser');
  });

  // Last: the app hydrates once per page load.
  it('shows the browser’s value from the first render once the whole page has hydrated', () => {
    markAppHydrated();
    const { container } = render(<Shown name="opened by a link" />);
    expect(firstRenders).toEqual(['opened by a link: browser']);
    expect(container.textContent).toBe('opened by a link browser');
  });
});
