/**
 * The element a URL's #fragment names, or null. A fragment is whatever the link or the visitor
 * wrote: `#%E0%A4%A` or `#%` is not valid percent-encoding, and decodeURIComponent throws on it,
 * which inside a render or an effect unmounted the whole app (a blank page). Like the browser's own
 * fragment navigation, the decoded id is tried first, then the fragment as written.
 */
export function hashTarget(hash: string): HTMLElement | null {
  const raw = hash.replace(/^#/, '');
  if (!raw) return null;
  try {
    return document.getElementById(decodeURIComponent(raw)) ?? document.getElementById(raw);
  } catch {
    return document.getElementById(raw);
  }
}
