import { M as Text, N as Heading, U as Box, W as chakra, it as require_jsx_runtime, k as Container, s as PageHero, u as ButtonLink, w as paths, x as site } from "./shared-DLhL8vjg.js";
import { L as Stack, t as faqs, v as focusRing, z as Grid } from "../../entry-server.js";
// src/components/faq-accordion.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A plus that the open item's styles turn into a minus (its vertical bar is hidden). */
function PlusMinusIcon() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("svg", {
		width: "20",
		height: "20",
		viewBox: "0 0 20 20",
		"aria-hidden": "true",
		focusable: "false",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
			d: "M4 10h12",
			stroke: "currentColor",
			strokeWidth: "2",
			strokeLinecap: "round"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
			"data-plus-bar": "",
			d: "M10 4v12",
			stroke: "currentColor",
			strokeWidth: "2",
			strokeLinecap: "round"
		})]
	});
}
/**
* The FAQ accordion (one item open at a time, the first at load), as an exclusive group of native disclosures (`<details
* name>`): the first item is open in the prerendered HTML, opening one closes the other, and
* pressing the open one closes it, leaving all closed. The browser does all of it, so it works
* from the first paint and without JavaScript. React never sets `open` after that first HTML
* (the prop never changes), so hydration keeps whatever the visitor opened before it.
*/
function FaqAccordion({ items, headingLevel = "h2" }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		borderTopWidth: "1px",
		borderColor: "gray.200",
		children: items.map((faq, index) => {
			const questionId = `faq-${index + 1}-question`;
			const panelId = `faq-${index + 1}-panel`;
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(chakra.details, {
				name: "faq",
				open: index === 0,
				borderBottomWidth: "1px",
				borderColor: "gray.200",
				css: {
					"&[open] > summary": { color: "brand.700" },
					"&[open] [data-plus-bar]": { display: "none" }
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(chakra.summary, {
					id: questionId,
					"aria-controls": panelId,
					display: "flex",
					alignItems: "center",
					justifyContent: "space-between",
					gap: "4",
					py: "5",
					px: "2",
					listStyle: "none",
					color: "gray.900",
					cursor: "pointer",
					rounded: "md",
					_hover: { color: "brand.700" },
					_focusVisible: focusRing,
					css: { "&::-webkit-details-marker": { display: "none" } },
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
						as: headingLevel,
						size: "md",
						color: "inherit",
						fontWeight: "semibold",
						children: faq.question
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.span, {
						flexShrink: "0",
						color: "brand.700",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlusMinusIcon, {})
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					id: panelId,
					role: "region",
					"aria-labelledby": questionId,
					px: "2",
					pb: "5",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						color: "gray.700",
						maxW: "3xl",
						children: faq.answer
					})
				})]
			}, faq.question);
		})
	});
}
// src/pages/faqs-page.tsx
var contactLinkStyles = {
	color: "brand.700",
	fontWeight: "semibold",
	textDecoration: "underline",
	_focusVisible: focusRing
};
function FaqsPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FaqsView, {
		faqs,
		site
	});
}
/** The FAQ page from the data it is given (the built content, or the editor's entries). */
function FaqsView({ faqs, site }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHero, {
		eyebrow: "FAQs",
		title: "Frequently asked questions",
		lead: "Answers to what students and parents ask us most about admission, fees, classes, certificates and jobs."
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
		maxW: "6xl",
		py: {
			base: 10,
			md: 16
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Grid, {
			templateColumns: {
				base: "1fr",
				lg: "2fr 1fr"
			},
			gap: {
				base: 10,
				lg: 12
			},
			alignItems: "start",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FaqAccordion, { items: faqs }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				as: "aside",
				"aria-labelledby": "faq-contact-heading",
				p: "6",
				rounded: "xl",
				bg: "brand.50",
				borderWidth: "1px",
				borderColor: "brand.100",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
						as: "h2",
						id: "faq-contact-heading",
						size: "xl",
						color: "gray.900",
						children: "Still have questions?"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						mt: "2",
						color: "gray.700",
						children: "Our advisors are happy to help. Call, write or visit us at either campus."
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
						as: "dl",
						gap: "3",
						mt: "5",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.dt, {
								fontWeight: "semibold",
								children: "Phone"
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.a, {
								href: `tel:${site.phone.e164}`,
								css: contactLinkStyles,
								children: site.phone.display
							}) })] }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.dt, {
								fontWeight: "semibold",
								children: "E-mail"
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.a, {
								href: `mailto:${site.email}`,
								css: contactLinkStyles,
								children: site.email
							}) })] }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.dt, {
								fontWeight: "semibold",
								children: "Office hours"
							}), site.officeHours.map((hours) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: hours.label }, hours.days))] })
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ButtonLink, {
						to: paths.booking,
						mt: "6",
						w: "full",
						children: "Book Appointment"
					})
				]
			})]
		})
	})] });
}
export { FaqsView, FaqsPage as default };
