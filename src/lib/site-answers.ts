// sw.js: the service worker neither precaches nor routes it, so the request always reaches the
// server, and it is tiny and never cached (HEAD, no-store).
const probeUrl = `${import.meta.env.BASE_URL}sw.js`;

/**
 * Whether the site's own server answers now. navigator.onLine only says a network interface is up
 * (Wi-Fi with no internet looks the same). Any HTTP answer, even an error status, means the network
 * works. Safe in the service worker too.
 */
export async function siteAnswers(): Promise<boolean> {
  try {
    await fetch(probeUrl, { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}
