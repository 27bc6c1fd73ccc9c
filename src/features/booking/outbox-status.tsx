// Placeholder: replaced by the booking feature's outbox indicator.
export function OutboxStatus() {
  return null;
}
