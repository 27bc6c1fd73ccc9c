// Placeholder: replaced by the offline banner and update prompt.
export function PwaNotices() {
  return null;
}
