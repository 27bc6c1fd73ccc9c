import { inFigures } from './wording.ts';

function assertPrice(amount: number) {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`A price must be a whole, non-negative number of shillings, got ${amount}`);
  }
}

/** A fee in Kenyan shillings as shown everywhere on the site: formatPrice(6000) is "KSh 6,000". */
export function formatPrice(amount: number): string {
  assertPrice(amount);
  return `KSh ${inFigures(amount)}`;
}

/** A price band: formatPriceBand({ min: 4000, max: 6000 }) is "KSh 4,000 – 6,000". */
export function formatPriceBand({ min, max }: { min: number; max: number }): string {
  assertPrice(min);
  assertPrice(max);
  if (min > max) throw new RangeError(`A price band must not start above its end: ${min} > ${max}`);
  return min === max ? formatPrice(min) : `KSh ${inFigures(min)} – ${inFigures(max)}`;
}
