/** A course's payment plan: the deposit, then the rest of the fee in monthly whole-shilling instalments. */
import type { PaymentPlan } from './schema/course-details';

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
