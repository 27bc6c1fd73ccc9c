import { M as Text, N as Heading, O as Flex, U as Box, i as bookingHref, it as require_jsx_runtime, l as CallToAction, n as useScrollToHash, o as PageSection, s as PageHero, u as ButtonLink } from "./shared-DLhL8vjg.js";
import { I as SimpleGrid } from "../../entry-server.js";
import { t as CheckList } from "./check-list-CzOQqDK8.js";
// src/content/corporate.ts
var corporate = {
	"intro": {
		"title": "Corporate training and solutions",
		"lead": "We help organisations in Nakuru, Naivasha and across Kenya build the digital skills of their teams, and we connect employers with graduates who are ready to work.",
		"image": {
			"src": "/images/corporate.svg",
			"width": 480,
			"height": 360,
			"alt": "A team in a meeting room looking at charts on a large screen"
		}
	},
	"offers": [
		{
			"id": "corporate-courses",
			"title": "Corporate Courses",
			"text": "Any of our ten courses, scheduled for your staff as a closed group at our campuses, with progress reports for your HR team.",
			"points": [
				"Computer Packages and advanced Excel for finance and administration teams",
				"Digital Marketing for sales teams and small-business owners",
				"Cybersecurity awareness for every employee who handles customer or M-Pesa data"
			],
			"cta": "Discuss corporate courses"
		},
		{
			"id": "corporate-solutions",
			"title": "Corporate Solutions",
			"text": "Practical help beyond the classroom, delivered by our instructors and senior students under supervision.",
			"points": [
				"Websites, branding and social media set-up for businesses and organisations",
				"IT support, network set-up and security reviews for offices",
				"Data dashboards in Excel or Power BI built from your own records"
			],
			"cta": "Discuss a solution"
		},
		{
			"id": "corporate-training",
			"title": "Corporate Training",
			"text": "Tailored training at your premises or ours, planned around your team’s work and measured against goals we agree with you.",
			"points": [
				"A skills assessment before training, so time is spent on real gaps",
				"Weekday, evening, weekend or intensive block schedules",
				"Certificates for every participant and a report for management"
			],
			"cta": "Plan staff training"
		},
		{
			"id": "hire-our-graduates",
			"title": "Hire Our Graduates",
			"text": "Looking for junior developers, designers, IT support staff or data clerks? Our career office will shortlist graduates and current students for you, at no cost.",
			"points": [
				"Candidates matched to your job description and tested on practical tasks",
				"Internship placements with supervision from our instructors",
				"Invitations to our Tech Career Fair and recruitment days"
			],
			"cta": "Talk to our career office"
		}
	]
};
// src/pages/corporate-page.tsx
var import_jsx_runtime = require_jsx_runtime();
var corporateBooking = bookingHref({ interest: "Corporate Training" });
function CorporatePage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CorporateView, { corporate });
}
/** The corporate page from the data it is given (the built content, or the editor's entry). */
function CorporateView({ corporate }) {
	useScrollToHash();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHero, {
			eyebrow: "Corporate",
			title: corporate.intro.title,
			lead: corporate.intro.lead,
			image: corporate.intro.image
		}),
		corporate.offers.map((offer, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageSection, {
			id: offer.id,
			labelledBy: `${offer.id}-heading`,
			tone: index % 2 === 1 ? "tinted" : "plain",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
				columns: {
					base: 1,
					lg: 2
				},
				gap: {
					base: 6,
					lg: 12
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
					as: "h2",
					id: `${offer.id}-heading`,
					size: {
						base: "2xl",
						md: "3xl"
					},
					color: "gray.900",
					children: offer.title
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					mt: "3",
					fontSize: "lg",
					color: "gray.700",
					children: offer.text
				})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
					direction: "column",
					gap: "6",
					align: "flex-start",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckList, { items: offer.points }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ButtonLink, {
						to: corporateBooking,
						children: offer.cta
					})]
				})]
			})
		}, offer.id)),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CallToAction, {
			title: "Let’s plan your team’s training",
			text: "Book a meeting with our corporate team. We will assess your needs and send a proposal with schedule and fees within a week.",
			to: corporateBooking,
			label: "Book a corporate consultation"
		})
	] });
}
export { CorporateView, CorporatePage as default };
