// Placeholder: replaced by the install prompt button.
export function InstallAppButton() {
  return null;
}
