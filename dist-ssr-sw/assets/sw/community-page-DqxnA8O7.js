import { E as VisuallyHidden, M as Text, N as Heading, O as Flex, T as sections, U as Box, W as chakra, a as SectionHeading, c as ContentImage, i as bookingHref, it as require_jsx_runtime, l as CallToAction, n as useScrollToHash, o as PageSection, r as FeatureCard, s as PageHero, u as ButtonLink } from "./shared-DLhL8vjg.js";
import { I as SimpleGrid, L as Stack, a as eventDateLabel, c as nextEventsQuestion, n as events, o as eventRegistrationMessage, r as eventsAsOf, s as eventTimeLabel } from "../../entry-server.js";
import { t as CheckList } from "./check-list-CzOQqDK8.js";
import { t as useContentNow } from "./use-content-now-DzN6NJQe.js";
// src/components/event-card.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* An event with its date badge. An upcoming one has a Register link that prefills the booking
* message; a past one (`past`) is shown muted, with no link to register for what is over.
*/
function EventCard({ event, past = false }) {
	const titleId = `event-${event.slug}`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
		as: "article",
		"aria-labelledby": titleId,
		gap: "5",
		p: "6",
		bg: "white",
		rounded: "xl",
		borderWidth: "1px",
		borderColor: "gray.200",
		direction: {
			base: "column",
			sm: "row"
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(chakra.time, {
			dateTime: event.startDate.slice(0, 10),
			display: "flex",
			flexDirection: "column",
			alignSelf: "flex-start",
			flexShrink: "0",
			w: "24",
			textAlign: "center",
			bg: past ? "gray.100" : "brand.700",
			color: past ? "gray.700" : "white",
			rounded: "lg",
			py: "3",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.span, {
					fontSize: "3xl",
					fontWeight: "bold",
					lineHeight: "1",
					children: event.day
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.span, {
					fontWeight: "semibold",
					children: event.month
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.span, {
					fontSize: "sm",
					children: event.year
				})
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
			direction: "column",
			gap: "2",
			flex: "1",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
					as: "h3",
					id: titleId,
					size: "lg",
					color: "gray.900",
					children: event.title
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
					color: "gray.700",
					fontWeight: "medium",
					children: [
						eventDateLabel(event),
						" · ",
						eventTimeLabel(event),
						" · ",
						event.location
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					color: "fg.muted",
					children: event.description
				}),
				event.photo && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					maxW: "md",
					rounded: "lg",
					overflow: "hidden",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContentImage, {
						image: event.photo,
						sizes: "(min-width: 48em) 28rem, 80vw",
						lazy: true
					})
				}),
				past ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					mt: "2",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ButtonLink, {
						to: bookingHref({ message: eventRegistrationMessage(event) }),
						size: "sm",
						variant: "outline",
						children: ["Register", /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(VisuallyHidden, { children: [" for ", event.title] })]
					})
				})
			]
		})]
	});
}
// src/content/community.ts
var community = {
	"intro": {
		"title": "Our community",
		"lead": "Employers, partners, instructors, students and alumni who learn, hire and grow together in Nakuru, Naivasha and beyond.",
		"image": {
			"src": "/images/community.svg",
			"width": 480,
			"height": 360,
			"alt": "People of different ages connected by lines around a laptop, representing our community network"
		}
	},
	"partners": [
		{
			"name": "Rift Valley Tech Hub",
			"kind": "Innovation hub",
			"text": "Hosts our hackathons and mentors alumni who start digital businesses."
		},
		{
			"name": "Lakeside Digital Agency",
			"kind": "Design & marketing",
			"text": "Takes design and marketing interns every term and reviews student portfolios."
		},
		{
			"name": "Nakuru SACCO Alliance",
			"kind": "Financial services",
			"text": "Trains its staff with us and recruits our IT support and security graduates."
		},
		{
			"name": "Naivasha Hospitality Group",
			"kind": "Hotels & tourism",
			"text": "Gives video and design students real briefs for hotels around the lake."
		},
		{
			"name": "Bonde Engineering Consultants",
			"kind": "Engineering",
			"text": "Sets AutoCAD projects from live building plans and offers drafting internships."
		},
		{
			"name": "Nakuru Youth Enterprise Network",
			"kind": "Community organisation",
			"text": "Refers youth groups to our free digital-skills days and scholarship places."
		}
	],
	"womenInTech": {
		"title": "Women & Tech",
		"lead": "Women are under-represented in Kenya’s technology jobs. Our Women & Tech initiative helps girls and women start, finish and build careers in tech.",
		"points": [
			"Fee scholarships for young women in cybersecurity, software development and data science",
			"Mentoring circles led by women working in tech in Nakuru and Naivasha",
			"Free Saturday coding and design taster sessions for secondary-school girls",
			"Childcare-friendly class times for mothers returning to study"
		],
		"image": {
			"src": "/images/women-in-tech.svg",
			"width": 480,
			"height": 360,
			"alt": "A young woman presenting code on a screen to a small group"
		}
	},
	"alumni": {
		"title": "Alumni",
		"lead": "Graduating is not the end of your time at Kilele. Our alumni stay connected and keep learning.",
		"benefits": [
			"20% discount on any further course at either campus",
			"Lifelong access to our career office: job alerts, CV reviews and interview practice",
			"Free refresher sessions when the software you learned changes",
			"Invitations to alumni mixers, guest lectures and partner recruitment days",
			"Free lab time on Saturdays for your own projects"
		],
		"portalLabel": "Alumni portal — coming soon"
	},
	"successStories": [
		{
			"name": "Daniel Kiptoo",
			"course": "Computer Networking & IT Support",
			"outcome": "IT support officer at a Nakuru hospital",
			"story": "Daniel joined with a KCSE certificate and no computer at home. An internship through our partners turned into a permanent job within a month of graduating."
		},
		{
			"name": "Grace Nyambura",
			"course": "Digital Marketing",
			"outcome": "Runs her own social media agency",
			"story": "Grace now manages online marketing for twelve businesses in Naivasha and employs two of our graduates."
		},
		{
			"name": "Collins Omondi",
			"course": "Data Science & Analytics",
			"outcome": "Data analyst at an agritech start-up",
			"story": "Collins built his final project on maize prices across the Rift Valley. The start-up that hired him uses a version of it today."
		}
	]
};
// src/pages/community-page.tsx
function CommunityPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CommunityView, {
		community,
		events
	});
}
/** The community page from the data it is given (the built content, or the editor's entry). */
function CommunityView({ community, events }) {
	useScrollToHash();
	const { upcoming, past } = eventsAsOf(useContentNow(), events);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHero, {
			eyebrow: "Community",
			title: community.intro.title,
			lead: community.intro.lead,
			image: community.intro.image
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PageSection, {
			id: sections.partners,
			labelledBy: "partners-heading",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionHeading, {
				id: "partners-heading",
				title: "Our partners",
				children: "Employers and organisations that open their doors to our students for internships, live projects, guest lectures and jobs."
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
				columns: {
					base: 1,
					md: 2,
					lg: 3
				},
				gap: "6",
				children: community.partners.map((partner) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FeatureCard, {
					kicker: partner.kind,
					feature: {
						title: partner.name,
						text: partner.text
					}
				}, partner.name))
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageSection, {
			id: sections.womenInTech,
			labelledBy: "women-heading",
			tone: "tinted",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
				direction: {
					base: "column",
					md: "row"
				},
				gap: {
					base: 8,
					lg: 12
				},
				align: "center",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					flex: "1",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionHeading, {
						id: "women-heading",
						eyebrow: "Initiative",
						title: community.womenInTech.title,
						children: community.womenInTech.lead
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckList, { items: community.womenInTech.points })]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					w: {
						base: "full",
						md: "2/5"
					},
					maxW: "md",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContentImage, {
						image: community.womenInTech.image,
						sizes: "(min-width: 48em) 40vw, 92vw",
						lazy: true
					})
				})]
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PageSection, {
			id: sections.alumni,
			labelledBy: "alumni-heading",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionHeading, {
				id: "alumni-heading",
				title: community.alumni.title,
				children: community.alumni.lead
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
				columns: {
					base: 1,
					lg: 2
				},
				gap: "10",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
						as: "h3",
						size: "lg",
						color: "gray.900",
						mb: "4",
						children: "Alumni benefits"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckList, { items: community.alumni.benefits }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						mt: "6",
						display: "inline-block",
						px: "4",
						py: "2",
						rounded: "md",
						bg: "gray.100",
						color: "gray.700",
						fontWeight: "medium",
						children: community.alumni.portalLabel
					})
				] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
					as: "h3",
					size: "lg",
					color: "gray.900",
					mb: "4",
					children: "Success stories"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
					gap: "4",
					children: community.successStories.map((story) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						as: "article",
						p: "5",
						rounded: "xl",
						bg: "brand.50",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
								as: "h4",
								size: "md",
								color: "gray.900",
								children: story.name
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
								fontSize: "sm",
								color: "brand.700",
								fontWeight: "medium",
								children: [
									story.course,
									" · ",
									story.outcome
								]
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
								mt: "2",
								color: "gray.700",
								children: story.story
							})
						]
					}, story.name))
				})] })]
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PageSection, {
			id: sections.events,
			labelledBy: "events-heading",
			tone: "tinted",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionHeading, {
				id: "events-heading",
				title: "Upcoming events",
				children: "Open to students, alumni, parents and employers. Register and we will save you a place."
			}), upcoming.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
				gap: "6",
				children: upcoming.map((event) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EventCard, { event }, event.slug))
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				p: "6",
				bg: "white",
				rounded: "xl",
				borderWidth: "1px",
				borderColor: "gray.200",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					color: "gray.700",
					children: "No events are planned right now. Ask us about the next ones and we will tell you as soon as dates are set."
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					mt: "4",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ButtonLink, {
						to: bookingHref({ message: nextEventsQuestion }),
						size: "sm",
						variant: "outline",
						children: "Ask about our next events"
					})
				})]
			})]
		}),
		past.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PageSection, {
			id: "past-events",
			labelledBy: "past-events-heading",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionHeading, {
				id: "past-events-heading",
				title: "Past events",
				children: "What we have held recently."
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
				gap: "6",
				children: past.map((event) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EventCard, {
					event,
					past: true
				}, event.slug))
			})]
		}) : null,
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CallToAction, {})
	] });
}
export { CommunityView, CommunityPage as default };
