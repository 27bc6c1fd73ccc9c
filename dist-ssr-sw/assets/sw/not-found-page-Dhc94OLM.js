import { w as strings } from "../../entry-server.js";
import { M as Text, N as Heading, O as Flex, it as require_jsx_runtime, k as Container, u as ButtonLink, w as paths } from "./shared-DLhL8vjg.js";
// src/pages/not-found-page.tsx
var import_jsx_runtime = require_jsx_runtime();
function NotFoundPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
		maxW: "3xl",
		py: {
			base: 16,
			md: 24
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				color: "brand.700",
				fontWeight: "semibold",
				textTransform: "uppercase",
				letterSpacing: "wider",
				fontSize: "sm",
				children: strings.notFound.eyebrow
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
				as: "h1",
				size: {
					base: "3xl",
					md: "4xl"
				},
				color: "gray.900",
				mt: "2",
				children: strings.notFound.title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				mt: "4",
				fontSize: "lg",
				color: "gray.700",
				children: strings.notFound.text
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
				as: "nav",
				"aria-label": strings.notFound.helpfulLinks,
				mt: "8",
				gap: "3",
				wrap: "wrap",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ButtonLink, {
						to: paths.home,
						children: strings.notFound.home
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ButtonLink, {
						to: paths.courses,
						variant: "outline",
						children: strings.notFound.courses
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ButtonLink, {
						to: paths.booking,
						variant: "outline",
						children: strings.notFound.booking
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ButtonLink, {
						to: paths.faqs,
						variant: "ghost",
						children: strings.notFound.faqs
					})
				]
			})
		]
	});
}
export { NotFoundPage as default };
