import { o as __toESM } from "./rolldown-runtime-C1I3wEg2.js";
import { A as Button, M as Text, U as Box, it as require_jsx_runtime, st as require_react } from "./shared-DLhL8vjg.js";
import { _ as siteLocale } from "../../entry-server.js";
import { t as importWithRetry } from "./index-4Puzoh34.js";
// src/pwa/service-worker-store.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var updateCheckIntervalMs = 36e5;
var initialState = {
	offlineReady: false,
	updateReady: false
};
var state = initialState;
var listeners$1 = /* @__PURE__ */ new Set();
var workbox;
var reloadRequested = false;
function setState(change) {
	state = {
		...state,
		...change
	};
	listeners$1.forEach((listener) => listener());
}
/** Subscribes to changes of the service worker state (for useSyncExternalStore). */
function subscribeServiceWorker(listener) {
	listeners$1.add(listener);
	return () => listeners$1.delete(listener);
}
/** The current service worker state. */
var getServiceWorkerState = () => state;
/** What the prerendered page shows: nothing, until the browser has said otherwise. */
var getServerServiceWorkerState = () => initialState;
var started = false;
/**
* Registers the service worker once per page load; later calls do nothing. workbox-window is
* loaded here, after hydration, rather than with the page: registering is not needed for the
* page to work, and it keeps about 2 KB gzip off what every page must load first.
*/
async function startServiceWorker() {
	if (started || !("serviceWorker" in navigator)) return;
	started = true;
	const hadController = Boolean(navigator.serviceWorker.controller);
	const { Workbox } = await importWithRetry(() => import("./workbox-window.prod.es5-EhIePssN.js"), { leaf: true });
	workbox = new Workbox(`/sw.js?lang=${siteLocale}`, { scope: "/" });
	workbox.addEventListener("installed", (event) => {
		if (!event.isUpdate && !event.isExternal && !hadController) setState({ offlineReady: true });
	});
	workbox.addEventListener("waiting", () => setState({ updateReady: true }));
	navigator.serviceWorker.addEventListener("controllerchange", () => {
		if (reloadRequested) window.location.reload();
		else if (hadController) setState({ updateReady: true });
	});
	workbox.register().catch(() => {});
	window.setInterval(() => {
		workbox?.update().catch(() => {});
	}, updateCheckIntervalMs);
}
/** Activates the waiting version and reloads into it once it controls the page. */
async function reloadIntoUpdate() {
	reloadRequested = true;
	if (!(await navigator.serviceWorker.getRegistration())?.waiting) window.location.reload();
	else workbox?.messageSkipWaiting();
}
/** Hides the "ready to work offline" notice. */
function dismissOfflineReady() {
	setState({ offlineReady: false });
}
// src/pwa/use-online-status.ts
var probeUrl = `/sw.js`;
var reprobeMs = 15e3;
var serverAnswered = true;
var probing = false;
var reprobeTimer;
var listeners = /* @__PURE__ */ new Set();
var notify = () => listeners.forEach((listener) => listener());
async function probeServer() {
	if (probing) return;
	probing = true;
	try {
		await fetch(probeUrl, {
			method: "HEAD",
			cache: "no-store"
		});
		serverAnswered = true;
	} catch {
		serverAnswered = false;
	} finally {
		probing = false;
	}
	clearTimeout(reprobeTimer);
	if (!serverAnswered && listeners.size > 0) reprobeTimer = setTimeout(() => void probeServer(), reprobeMs);
	notify();
}
function onOnline() {
	notify();
	probeServer();
}
function subscribe(listener) {
	if (listeners.size === 0) {
		window.addEventListener("online", onOnline);
		window.addEventListener("offline", notify);
		if (navigator.onLine) probeServer();
	}
	listeners.add(listener);
	return () => {
		listeners.delete(listener);
		if (listeners.size > 0) return;
		window.removeEventListener("online", onOnline);
		window.removeEventListener("offline", notify);
		clearTimeout(reprobeTimer);
	};
}
/**
* Whether the site is online: the browser says so and the server answered the last check. The
* prerendered page assumes online; the live answer replaces it after hydration.
*/
function useOnlineStatus() {
	return (0, import_react.useSyncExternalStore)(subscribe, () => navigator.onLine && serverAnswered, () => true);
}
// src/pwa/use-service-worker.ts
/** Registers the service worker after hydration and follows its install and update state. */
function useServiceWorker() {
	(0, import_react.useEffect)(() => {
		startServiceWorker();
	}, []);
	return (0, import_react.useSyncExternalStore)(subscribeServiceWorker, getServiceWorkerState, getServerServiceWorkerState);
}
// src/pwa/pwa-notice-list.tsx
var import_jsx_runtime = require_jsx_runtime();
var offlineReadyNoticeMs = 8e3;
/** The app's status notices: offline, ready to work offline, and a new version to reload into. */
function PwaNoticeList() {
	const online = useOnlineStatus();
	const { offlineReady, updateReady } = useServiceWorker();
	const [offlineHidden, setOfflineHidden] = (0, import_react.useState)(false);
	if (online && offlineHidden) setOfflineHidden(false);
	(0, import_react.useEffect)(() => {
		if (!offlineReady) return;
		const timer = window.setTimeout(dismissOfflineReady, offlineReadyNoticeMs);
		return () => window.clearTimeout(timer);
	}, [offlineReady]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		!online && !offlineHidden && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Notice, {
			action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				size: "sm",
				variant: "subtle",
				"aria-label": "Hide offline notice",
				onClick: () => setOfflineHidden(true),
				children: "Hide"
			}),
			children: "You are offline. Pages you have visited work, and bookings are saved and sent when you are back online."
		}),
		offlineReady && online && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Notice, { children: "Ready to work offline" }),
		updateReady && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Notice, {
			action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				size: "sm",
				variant: "subtle",
				onClick: () => void reloadIntoUpdate(),
				children: "Reload"
			}),
			children: "A new version is available"
		})
	] });
}
function Notice({ children, action }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		display: "flex",
		alignItems: "center",
		gap: "3",
		px: "4",
		py: "3",
		bg: "gray.900",
		color: "white",
		rounded: "md",
		shadow: "lg",
		pointerEvents: "auto",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			flex: "1",
			textStyle: "sm",
			children
		}), action]
	});
}
export { PwaNoticeList };
