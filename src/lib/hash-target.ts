/**
 * The element a URL's #fragment names, or null. A fragment is whatever the link or the visitor
 * wrote: `#%E0%A4%A` or `#%` is not valid percent-encoding, and decodeURIComponent throws on it,
 * which inside a render or an effect unmounted the whole app (a blank page). Like the browser's own
 * fragment navigation, the decoded id is tried first, then the fragment as written.
 */
export function hashTarget(hash: string): HTMLElement | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // Malformed percent-encoding: no decoded id; the fragment as written is still looked up.
  }
  return document.getElementById(decoded) ?? (decoded === raw ? null : document.getElementById(raw));
}
