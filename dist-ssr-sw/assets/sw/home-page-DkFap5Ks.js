import { M as Text, U as Box, W as chakra, a as SectionHeading, h as plural, it as require_jsx_runtime, l as CallToAction, o as PageSection, p as countInWords, r as FeatureCard, s as PageHero, t as CourseCard, u as ButtonLink, w as paths } from "./shared-DLhL8vjg.js";
import { I as SimpleGrid, m as courses_default, p as courses } from "../../entry-server.js";
// src/components/testimonial-card.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A student's words, with who said them and what they studied. */
function TestimonialCard({ testimonial }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(chakra.figure, {
		display: "flex",
		flexDirection: "column",
		gap: "4",
		p: "6",
		bg: "white",
		rounded: "xl",
		borderWidth: "1px",
		borderColor: "brand.100",
		shadow: "sm",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.blockquote, {
			fontSize: "lg",
			color: "gray.800",
			flex: "1",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
				"“",
				testimonial.quote,
				"”"
			] })
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(chakra.figcaption, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			fontWeight: "semibold",
			color: "gray.900",
			children: testimonial.name
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
			fontSize: "sm",
			color: "gray.700",
			children: [
				testimonial.course,
				" · ",
				testimonial.detail
			]
		})] })]
	});
}
// src/content/home.ts
var home = {
	"hero": {
		"eyebrow": "Nakuru · Naivasha",
		"title": "Practical computer skills for Kenya’s digital economy",
		"lead": "Hands-on courses in web development, design, cybersecurity, data and more, taught by working professionals in small classes. Fees from KSh 4,000, payable in M-Pesa instalments.",
		"image": {
			"src": "/images/hero.svg",
			"width": 560,
			"height": 420,
			"alt": "Students working on laptops around a table, with code and design windows floating above them"
		}
	},
	"whyChooseUs": [
		{
			"title": "Learn by doing",
			"text": "Every lesson happens at a computer in our labs. You build real websites, designs and networks from the first week, not just notes for an exam."
		},
		{
			"title": "Instructors from industry",
			"text": "Our instructors work as developers, designers and security analysts, so you learn the tools and habits Kenyan employers use today."
		},
		{
			"title": "Fees you can plan for",
			"text": "Pay per course, not per year, in monthly M-Pesa instalments. Morning, afternoon, evening and Saturday classes fit around work or school."
		},
		{
			"title": "Support into work",
			"text": "CV clinics, mock interviews, internships with our partners and an alumni network: 95% of our graduates find work or start a business."
		}
	],
	popularCourses: [
		courses_default.courses[1],
		courses_default.courses[0],
		courses_default.courses[3]
	],
	"testimonials": [
		{
			"name": "Wanjiku Kamau",
			"course": "Web Design & Development",
			"detail": "Front-end developer, Nakuru",
			"quote": "I joined straight after KCSE knowing only how to use WhatsApp. Four months later I had built three live websites, and one of them landed me my first job."
		},
		{
			"name": "Brian Ochieng",
			"course": "Graphic Design & Branding",
			"detail": "Freelance designer, Naivasha",
			"quote": "The instructors pushed us to work on real briefs for local businesses. I now design branding for hotels around the lake and pay my own rent."
		},
		{
			"name": "Fatuma Abdi",
			"course": "Cybersecurity",
			"detail": "IT security officer, SACCO in Nakuru",
			"quote": "The lab sessions were the best part: we attacked and defended real networks. Paying in instalments through M-Pesa made it possible alongside my job."
		}
	]
};
// src/pages/home-page.tsx
function HomePage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HomeView, {
		home,
		courses
	});
}
/** The home page from the data it is given (the built content, or the editor's entry). */
function HomeView({ home, courses }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PageHero, {
			eyebrow: home.hero.eyebrow,
			title: home.hero.title,
			lead: home.hero.lead,
			image: home.hero.image,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ButtonLink, {
				to: paths.booking,
				size: "xl",
				children: "Book Appointment"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ButtonLink, {
				to: paths.courses,
				size: "xl",
				variant: "outline",
				bg: "white",
				children: "Browse courses"
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PageSection, {
			labelledBy: "why-heading",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionHeading, {
				id: "why-heading",
				eyebrow: "Why Kilele",
				title: "Why choose us",
				children: "A college built around one goal: skills you can use at work the day you finish."
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
				columns: {
					base: 1,
					md: 2,
					lg: 4
				},
				gap: "6",
				children: home.whyChooseUs.map((feature) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FeatureCard, { feature }, feature.title))
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PageSection, {
			labelledBy: "popular-heading",
			tone: "tinted",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionHeading, {
					id: "popular-heading",
					eyebrow: "Most chosen",
					title: "Popular courses",
					children: "The courses our students choose most, each taught hands-on in our computer labs."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
					columns: {
						base: 1,
						md: 2,
						lg: 3
					},
					gap: "6",
					children: home.popularCourses.map((course) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CourseCard, { course }, course.slug))
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					mt: "8",
					textAlign: "center",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ButtonLink, {
						to: paths.courses,
						variant: "outline",
						bg: "white",
						children: `See all ${countInWords(courses.length)} ${plural(courses.length, "course")} and fees`
					})
				})
			]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PageSection, {
			labelledBy: "testimonials-heading",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionHeading, {
				id: "testimonials-heading",
				eyebrow: "Student stories",
				title: "What our students say"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
				columns: {
					base: 1,
					lg: 3
				},
				gap: "6",
				children: home.testimonials.map((testimonial) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TestimonialCard, { testimonial }, testimonial.name))
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CallToAction, {})
	] });
}
export { HomeView, HomePage as default };
