import { describe, expect, it } from 'vitest';
import { createBookingReference } from '../../src/features/booking/booking-reference';

describe('booking reference', () => {
  it('looks like BK- and six characters with no 0, O, 1 or I to misread', () => {
    for (let i = 0; i < 200; i++) {
      const reference = createBookingReference();
      expect(reference).toMatch(/^BK-[2-9A-HJ-NP-Z]{6}$/);
    }
  });

  it('is different each time', () => {
    const references = new Set(Array.from({ length: 1000 }, createBookingReference));
    expect(references.size).toBe(1000);
  });
});
