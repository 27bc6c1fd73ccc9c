import { M as Text, N as Heading, O as Flex, U as Box, W as chakra, a as SectionHeading, c as ContentImage, it as require_jsx_runtime, l as CallToAction, o as PageSection, s as PageHero, x as site } from "./shared-DLhL8vjg.js";
import { I as SimpleGrid, L as Stack } from "../../entry-server.js";
// src/components/stat-grid.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Headline figures, as a description list so each number is read with its label. */
function StatGrid({ stats }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
		as: "dl",
		columns: {
			base: 2,
			md: 4
		},
		gap: {
			base: 4,
			md: 6
		},
		children: stats.map((stat) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(chakra.div, {
			display: "flex",
			flexDirection: "column-reverse",
			alignItems: "center",
			textAlign: "center",
			bg: "white",
			rounded: "xl",
			borderWidth: "1px",
			borderColor: "brand.100",
			py: "6",
			px: "3",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.dt, {
				color: "gray.700",
				fontWeight: "medium",
				children: stat.label
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.dd, {
				fontSize: {
					base: "3xl",
					md: "4xl"
				},
				fontWeight: "bold",
				color: "brand.700",
				lineHeight: "1.2",
				children: stat.value
			})]
		}, stat.label))
	});
}
// src/content/team.ts
/** The people of the college team. Avatars are their initials, drawn in CSS. */
var team = { "team": [
	{
		"order": 10,
		"name": "Dr. Grace Wanjiru",
		"role": "Principal & Director of Studies",
		"blurb": "Fifteen years in ICT education; leads our curriculum and keeps every course tied to what employers need.",
		"lang": "en"
	},
	{
		"order": 20,
		"name": "Samuel Otieno",
		"role": "Head of Software Development",
		"blurb": "Full-stack developer who has shipped banking and agritech apps; teaches Python, Java and web development.",
		"lang": "en"
	},
	{
		"order": 30,
		"name": "Faith Chebet",
		"role": "Lead Instructor, Graphic Design & Branding",
		"blurb": "Brand designer for hotels and NGOs across the Rift Valley; runs our design studio sessions.",
		"lang": "en"
	},
	{
		"order": 40,
		"name": "Brian Mwangi",
		"role": "Instructor, Cybersecurity & Networking",
		"blurb": "CCNA and Security+ certified network engineer; builds the lab where students attack and defend real systems.",
		"lang": "en"
	},
	{
		"order": 50,
		"name": "Amina Hassan",
		"role": "Instructor, Data Science & Analytics",
		"blurb": "Former analyst for a national retailer; turns messy Kenyan datasets into lessons in Excel, SQL and Python.",
		"lang": "en"
	},
	{
		"order": 60,
		"name": "Kevin Kiprono",
		"role": "Instructor, Video Editing & Motion Graphics",
		"blurb": "Music-video editor and motion designer; teaches Premiere Pro, DaVinci Resolve and After Effects.",
		"lang": "en"
	},
	{
		"order": 70,
		"name": "Mercy Akinyi",
		"role": "Admissions & Student Advisor",
		"blurb": "Helps every applicant choose the right course, plan fees and apply for scholarships or HELB support.",
		"lang": "en"
	},
	{
		"order": 80,
		"name": "Peter Njoroge",
		"role": "Career Services & Partnerships Lead",
		"blurb": "Connects students with internships, employers and our alumni network, and runs CV and interview clinics.",
		"lang": "en"
	}
] }.team;
/** Initials for an avatar: first letters of the first and last names, skipping titles like "Dr.". */
function initialsOf(name) {
	const words = name.split(/\s+/).filter((word) => !word.endsWith("."));
	return ((words[0]?.[0] ?? "") + (words.length > 1 ? words[words.length - 1]?.[0] ?? "" : "")).toUpperCase();
}
// src/components/team-card.tsx
/** A team member with their headshot, or an initials avatar drawn in CSS when they have none. */
function TeamCard({ member }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
		as: "article",
		direction: "column",
		gap: "3",
		p: "6",
		bg: "white",
		rounded: "xl",
		borderWidth: "1px",
		borderColor: "gray.200",
		children: [
			member.headshot ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.div, {
				boxSize: "14",
				rounded: "full",
				overflow: "hidden",
				css: { "& img": {
					h: "full",
					objectFit: "cover"
				} },
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContentImage, {
					image: member.headshot,
					sizes: "3.5rem",
					lazy: true
				})
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.span, {
				"aria-hidden": "true",
				display: "inline-flex",
				alignItems: "center",
				justifyContent: "center",
				boxSize: "14",
				rounded: "full",
				bg: "brand.700",
				color: "white",
				fontWeight: "bold",
				fontSize: "lg",
				children: initialsOf(member.name)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
				as: "h3",
				size: "md",
				color: "gray.900",
				children: member.name
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				color: "brand.700",
				fontWeight: "medium",
				fontSize: "sm",
				children: member.role
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				color: "fg.muted",
				fontSize: "sm",
				children: member.blurb
			})
		]
	});
}
// src/content/about.ts
var about = {
	"intro": {
		"title": "About Kilele College",
		"lead": "Kilele College of Computer Studies trains young people and working adults in Nakuru and Naivasha in the digital skills that lead to jobs, businesses and further study.",
		"image": {
			"src": "/images/about.svg",
			"width": 480,
			"height": 360,
			"alt": "An instructor guiding two students at a computer in a bright classroom"
		}
	},
	"vision": "To be the leading centre for practical computer education in the Rift Valley, opening the digital economy to every young Kenyan who is ready to learn.",
	"mission": "To deliver affordable, hands-on and industry-relevant computer training, taught by experienced professionals, that turns our students into confident, employable and enterprising graduates.",
	"objectives": [
		"Offer short and comprehensive courses that match the skills Kenyan employers are hiring for.",
		"Keep fees affordable, with flexible M-Pesa instalment plans and scholarships for bright, needy students.",
		"Teach through practical lab work and real projects rather than theory alone.",
		"Connect students with internships, employers and industry partners before they graduate.",
		"Close the gender gap in technology through our Women & Tech initiative.",
		"Support graduates who want to freelance or start their own digital businesses.",
		"Keep our curriculum, equipment and instructors current with changing technology."
	],
	"statistics": [
		{
			"value": "100+",
			"label": "Students trained"
		},
		{
			"value": "5+",
			"label": "Expert instructors"
		},
		{
			"value": "3+",
			"label": "Years of excellence"
		},
		{
			"value": "95%",
			"label": "Job placement rate"
		}
	],
	"communityAndAccreditation": {
		"title": "Community & accreditation",
		"paragraphs": ["Kilele College is a registered training institution. Our courses follow industry-recognised curricula and prepare students for international certifications such as CompTIA A+, CompTIA Security+, Cisco CCNA and Microsoft Office Specialist, and every graduate receives a certificate that lists the skills they have mastered.", "We are rooted in our towns: we train staff for local SACCOs, schools, hotels and county offices, host free digital-skills days for women and youth groups, and work with partners who offer our students internships and jobs."]
	}
};
// src/pages/about-page.tsx
function AboutPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AboutView, {
		about,
		team,
		site
	});
}
/** The about page from the data it is given (the built content, or the editor's entry). */
function AboutView({ about, team, site }) {
	const statement = [{
		id: "vision-heading",
		title: "Our vision",
		text: about.vision
	}, {
		id: "mission-heading",
		title: "Our mission",
		text: about.mission
	}];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHero, {
			eyebrow: "About us",
			title: about.intro.title,
			lead: about.intro.lead,
			image: about.intro.image
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageSection, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
			columns: {
				base: 1,
				md: 2
			},
			gap: "6",
			children: statement.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				as: "section",
				"aria-labelledby": item.id,
				p: "8",
				rounded: "xl",
				bg: "brand.50",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
					as: "h2",
					id: item.id,
					size: "2xl",
					color: "gray.900",
					children: item.title
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					mt: "3",
					fontSize: "lg",
					color: "gray.800",
					children: item.text
				})]
			}, item.id))
		}) }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PageSection, {
			labelledBy: "objectives-heading",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionHeading, {
				id: "objectives-heading",
				title: "Our objectives"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.ol, {
				display: "grid",
				gridTemplateColumns: { md: "1fr 1fr" },
				gap: "4",
				css: { counterReset: "objective" },
				children: about.objectives.map((objective) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.li, {
					display: "flex",
					gap: "4",
					alignItems: "flex-start",
					css: {
						counterIncrement: "objective",
						"&::before": {
							content: "counter(objective)",
							flexShrink: 0,
							display: "inline-flex",
							alignItems: "center",
							justifyContent: "center",
							width: "8",
							height: "8",
							borderRadius: "full",
							bg: "brand.700",
							color: "white",
							fontWeight: "bold"
						}
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						pt: "1",
						children: objective
					})
				}, objective))
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PageSection, {
			labelledBy: "stats-heading",
			tone: "tinted",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionHeading, {
				id: "stats-heading",
				title: `${site.shortName} in numbers`,
				align: "center"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatGrid, { stats: about.statistics })]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PageSection, {
			labelledBy: "team-heading",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionHeading, {
				id: "team-heading",
				title: "Meet our team",
				children: "Instructors who work in the industries they teach, and advisors who support you from enrolment to your first job."
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
				columns: {
					base: 1,
					sm: 2,
					lg: 4
				},
				gap: "6",
				children: team.map((member) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TeamCard, { member }, member.name))
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PageSection, {
			labelledBy: "community-heading",
			tone: "tinted",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionHeading, {
				id: "community-heading",
				title: about.communityAndAccreditation.title
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
				gap: "4",
				maxW: "3xl",
				fontSize: "lg",
				color: "gray.800",
				children: about.communityAndAccreditation.paragraphs.map((paragraph) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: paragraph }, paragraph))
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CallToAction, {})
	] });
}
export { AboutView, AboutPage as default };
