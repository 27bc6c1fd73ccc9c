/**
 * A course's payment plan as a visitor pays it: the deposit, then the rest of the fee in monthly
 * M-Pesa instalments of whole shillings. Worked out from the fee, so the figures always add up to
 * it, whatever fee the staff set. Pure (no data), so Node-side tests use the same arithmetic.
 */
import type { CollectionData } from './schema/collections';

/** A course's plan as the data gives it: the deposit and how many monthly instalments follow. */
export type PaymentPlan = CollectionData<'courses'>[number]['details']['paymentPlan'];

export interface PaymentSchedule {
  deposit: number;
  instalments: number;
  /** Each monthly instalment but the last. */
  monthly: number;
  /** The last instalment: `monthly` plus whatever shillings the split left over. */
  last: number;
}

/** The deposit and instalments that add up to `price` exactly. */
export function paymentSchedule(price: number, { deposit, instalments }: PaymentPlan): PaymentSchedule {
  const rest = price - deposit;
  const monthly = Math.floor(rest / instalments);
  return { deposit, instalments, monthly, last: rest - monthly * (instalments - 1) };
}
