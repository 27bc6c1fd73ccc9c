import { o as __toESM } from "./rolldown-runtime-C1I3wEg2.js";
import { st as require_react } from "./shared-DLhL8vjg.js";
import { i as contentBuiltAt } from "../../entry-server.js";
// src/components/use-content-now.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var minute = 6e4;
var toMinute = (time) => Math.floor(time / minute) * minute;
var current = toMinute(Date.now());
function subscribe(onChange) {
	const tick = () => {
		const next = toMinute(Date.now());
		if (next === current) return;
		current = next;
		onChange();
	};
	tick();
	const timer = window.setInterval(tick, minute);
	document.addEventListener("visibilitychange", tick);
	return () => {
		window.clearInterval(timer);
		document.removeEventListener("visibilitychange", tick);
	};
}
/**
* "Now" for dated content: the build's time while the prerendered HTML hydrates (so hydration
* matches it exactly), then the visitor's own clock. An app opened offline months after its last
* update therefore still shows past events as past.
*/
function useContentNow() {
	return (0, import_react.useSyncExternalStore)(subscribe, () => current, () => contentBuiltAt);
}
export { useContentNow as t };
