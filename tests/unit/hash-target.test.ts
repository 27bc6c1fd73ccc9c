// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { hashTarget } from '../../src/lib/hash-target';

describe('hashTarget', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<h2 id="women-in-tech">Women</h2><h2 id="café">Café</h2><h2 id="%">Percent</h2>';
  });

  it('finds the element a fragment names, decoded', () => {
    expect(hashTarget('#women-in-tech')?.textContent).toBe('Women');
    expect(hashTarget('#caf%C3%A9')?.textContent).toBe('Café');
  });

  it('never throws on malformed percent-encoding: the fragment as written is looked up instead', () => {
    expect(hashTarget('#%E0%A4%A')).toBeNull();
    expect(hashTarget('#%')?.textContent).toBe('Percent');
  });

  it('finds nothing for an empty fragment', () => {
    expect(hashTarget('')).toBeNull();
    expect(hashTarget('#')).toBeNull();
  });
});
