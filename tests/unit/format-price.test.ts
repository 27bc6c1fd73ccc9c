import { describe, expect, it } from 'vitest';
import { formatPrice, formatPriceBand } from '../../src/lib/format-price';

describe('formatPrice', () => {
  it('prints shillings with the KSh prefix and comma thousands', () => {
    expect(formatPrice(6000)).toBe('KSh 6,000');
    expect(formatPrice(12000)).toBe('KSh 12,000');
    expect(formatPrice(4000)).toBe('KSh 4,000');
  });

  it('handles small and large amounts', () => {
    expect(formatPrice(0)).toBe('KSh 0');
    expect(formatPrice(999)).toBe('KSh 999');
    expect(formatPrice(1000)).toBe('KSh 1,000');
    expect(formatPrice(1250000)).toBe('KSh 1,250,000');
  });

  it('prints the same text whatever the default locale is', () => {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- the original, put back on the prototype after the test
    const original = Number.prototype.toLocaleString;
    // A runtime whose locale groups digits differently must not change the output.
    Number.prototype.toLocaleString = function () {
      return 'not used';
    };
    try {
      expect(formatPrice(6000)).toBe('KSh 6,000');
    } finally {
      Number.prototype.toLocaleString = original;
    }
  });

  it('rejects amounts that are not whole, non-negative shillings', () => {
    expect(() => formatPrice(-1)).toThrow(RangeError);
    expect(() => formatPrice(99.5)).toThrow(RangeError);
    expect(() => formatPrice(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatPriceBand', () => {
  it('prints a band with both ends', () => {
    expect(formatPriceBand({ min: 4000, max: 6000 })).toBe('KSh 4,000 – 6,000');
    expect(formatPriceBand({ min: 10000, max: 12000 })).toBe('KSh 10,000 – 12,000');
  });

  it('prints a single price when both ends are equal', () => {
    expect(formatPriceBand({ min: 5000, max: 5000 })).toBe('KSh 5,000');
  });

  it('rejects a band that starts above its end', () => {
    expect(() => formatPriceBand({ min: 8000, max: 6000 })).toThrow(RangeError);
  });
});
