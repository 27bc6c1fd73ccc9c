// src/start-up/entry/import-with-retry.ts
/**
* Loads a chunk again when its request failed: on a flaky first visit one dropped script request
* must cost a second, not the page's app. The start-up folder's public module: every lazy chunk
* loads through it. Browsers that forget a failed fetch (whatwg/html#10327) re-fetch on a plain
* retry; for the others a `leaf` chunk is also asked for as `?retry=N` (docs/architecture.md).
*/
var retries = 6;
var firstDelayMs = 500;
/** The URL a failed dynamic import names in its message (Chromium and Firefox do; Safari does not). */
var failedModuleUrl = (error) => /https?:\/\/\S+?\.js\b/.exec(String(error))?.[0];
/** The chunk's URL with `retry=N`, a URL the module map has not seen (chunk URLs have no query of their own). */
var retryUrl = (url, attempt) => `${url.split("?")[0]}?retry=${attempt}`;
var pause = (ms) => new Promise((resume) => setTimeout(resume, ms));
/**
* `load()` (an `import()` of one chunk), retried with backoff; rejects with the last error once
* every retry has failed. `importUrl` is the module loader, replaceable for unit tests.
*/
async function importWithRetry(load, { leaf = false } = {}, importUrl = (url) => import(
	/* @vite-ignore */
	url
)) {
	let failedUrl;
	for (let attempt = 0;; attempt += 1) try {
		return failedUrl && leaf && attempt % 2 === 0 ? await importUrl(retryUrl(failedUrl, attempt)) : await load();
	} catch (error) {
		if (attempt === retries) throw error;
		failedUrl ??= failedModuleUrl(error);
		await pause(firstDelayMs * 2 ** attempt);
	}
}
export { importWithRetry as t };
