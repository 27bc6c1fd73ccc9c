/**
 * The element a URL's #fragment names, or null: decoded first, then as written, as the browser does.
 * decodeURIComponent throws on a fragment such as `#%`, which blanked the whole app.
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
