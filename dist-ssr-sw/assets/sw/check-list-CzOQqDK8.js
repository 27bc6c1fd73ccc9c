import { W as chakra, it as require_jsx_runtime } from "./shared-DLhL8vjg.js";
// src/components/check-list.tsx
var import_jsx_runtime = require_jsx_runtime();
function CheckIcon() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("svg", {
		width: "18",
		height: "18",
		viewBox: "0 0 18 18",
		"aria-hidden": "true",
		focusable: "false",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
			cx: "9",
			cy: "9",
			r: "9",
			fill: "#d6e6f7"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
			d: "M5 9.5l2.5 2.5L13 6.5",
			fill: "none",
			stroke: "#124a84",
			strokeWidth: "2",
			strokeLinecap: "round"
		})]
	});
}
/** A bulleted list with check marks, for benefits and what a package includes. */
function CheckList({ items }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.ul, {
		display: "grid",
		gap: "2.5",
		children: items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(chakra.li, {
			display: "flex",
			gap: "2.5",
			alignItems: "flex-start",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.span, {
				flexShrink: "0",
				mt: "0.5",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckIcon, {})
			}), item]
		}, item))
	});
}
export { CheckList as t };
