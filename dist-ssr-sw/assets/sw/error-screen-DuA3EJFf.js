import { A as Button, M as Text, N as Heading, it as require_jsx_runtime, k as Container, x as site } from "./shared-DLhL8vjg.js";
import { L as Stack } from "../../entry-server.js";
// src/app/error-screen.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The friendly replacement for a page that failed to render. */
function ErrorScreen() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
		maxW: "2xl",
		py: {
			base: 16,
			md: 24
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: 5,
			align: "flex-start",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
					as: "h1",
					size: "2xl",
					children: "Something went wrong on this page"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
					color: "fg.muted",
					children: [
						"Sorry, this page could not be shown. Reloading usually fixes it. If it keeps happening, call us on",
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
							href: `tel:${site.phone.e164}`,
							children: site.phone.display
						}),
						" or write to",
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
							href: `mailto:${site.email}`,
							children: site.email
						}),
						"."
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					onClick: () => window.location.reload(),
					children: "Reload the page"
				})
			]
		})
	});
}
export { ErrorScreen };
