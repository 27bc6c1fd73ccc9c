// sw.js: the service worker neither precaches nor routes it, so the request always reaches the
// server, and it is tiny and never cached (HEAD, no-store).
const probeUrl = `${import.meta.env.BASE_URL}sw.js`;

/** Whether the site's server answers (any HTTP status): navigator.onLine only knows an interface is up. */
export async function siteAnswers(): Promise<boolean> {
  try {
    await fetch(probeUrl, { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}
