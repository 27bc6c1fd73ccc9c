import { o as __toESM } from "./rolldown-runtime-C1I3wEg2.js";
import { A as Button, M as Text, N as Heading, O as Flex, S as coursePath, U as Box, W as chakra, at as require_dist, d as TextLink, g as formatPrice, i as bookingHref, it as require_jsx_runtime, k as Container, l as CallToAction, o as PageSection, s as PageHero, st as require_react, u as ButtonLink, w as paths } from "./shared-DLhL8vjg.js";
import { C as whatsappShareHref, E as clockLabel, I as SimpleGrid, S as whatsappHref, d as intakesAsOf, f as siteUrl, g as useHydrated, h as useClientValue, l as courseDetails, p as courses, u as daysLabel } from "../../entry-server.js";
import { t as CheckList } from "./check-list-CzOQqDK8.js";
import { t as useContentNow } from "./use-content-now-DzN6NJQe.js";
// src/components/share-link.tsx
var import_dist = require_dist();
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var canShareNatively = () => typeof navigator.share === "function";
/**
* Share a page: the phone's own share sheet (Web Share API) where the browser has one; elsewhere a
* WhatsApp share link and a Copy link button. The WhatsApp link is a plain link in the HTML, so it
* works before hydration and with JavaScript off; the buttons appear once they can work.
*/
function ShareLink({ title, text, url }) {
	const hydrated = useHydrated();
	const native = useClientValue(canShareNatively, false);
	const [status, setStatus] = (0, import_react.useState)("");
	async function share() {
		try {
			await navigator.share({
				title,
				text,
				url
			});
		} catch {}
	}
	async function copy() {
		try {
			await navigator.clipboard.writeText(url);
			setStatus("Link copied");
		} catch {
			setStatus(`Copy this link: ${url}`);
		}
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
		gap: "3",
		wrap: "wrap",
		align: "center",
		children: [native ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			onClick: () => void share(),
			size: "xl",
			variant: "outline",
			bg: "white",
			children: "Share"
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			asChild: true,
			size: "xl",
			variant: "outline",
			bg: "white",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
				href: whatsappShareHref(`${text} ${url}`),
				target: "_blank",
				rel: "noopener noreferrer",
				children: "Share on WhatsApp"
			})
		}), hydrated && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			onClick: () => void copy(),
			size: "xl",
			variant: "outline",
			bg: "white",
			children: "Copy link"
		})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.span, {
			role: "status",
			fontWeight: "medium",
			children: status
		})]
	});
}
// src/content/payment-plan.ts
/**
* A course's payment plan as a visitor pays it: the deposit, then the rest of the fee in monthly
* M-Pesa instalments of whole shillings. Worked out from the fee, so the figures always add up to
* it, whatever fee the staff set. Pure (no data), so Node-side tests use the same arithmetic.
*/
/** The deposit and instalments that add up to `price` exactly. */
function paymentSchedule(price, { deposit, instalments }) {
	const rest = price - deposit;
	const monthly = Math.floor(rest / instalments);
	return {
		deposit,
		instalments,
		monthly,
		last: rest - monthly * (instalments - 1)
	};
}
/** "3 monthly M-Pesa instalments of KSh 3,500" (or "…: 2 of KSh 3,333 and a last one of KSh 3,334"). */
function instalmentsText({ instalments, monthly, last }) {
	const count = `${instalments} monthly M-Pesa instalment${instalments > 1 ? "s" : ""}`;
	if (last === monthly) return `${count} of ${formatPrice(monthly)}`;
	return `${count}: ${instalments - 1} of ${formatPrice(monthly)} and a last one of ${formatPrice(last)}`;
}
// src/pages/course-page.tsx
/** A titled block inside a section band: an h2 and what follows it. */
function Block({ id, title, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		as: "section",
		"aria-labelledby": id,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
			as: "h2",
			id,
			size: "xl",
			color: "gray.900",
			mb: "4",
			children: title
		}), children]
	});
}
/** The fee, duration and level, as the card shows them, and how the fee can be paid. */
function Facts({ items }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.dl, {
		display: "grid",
		gridTemplateColumns: "auto 1fr",
		columnGap: "4",
		rowGap: "2",
		children: items.map(([term, value]) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			display: "contents",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.dt, {
				color: "gray.700",
				children: term
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.dd, {
				fontWeight: "semibold",
				children: value
			})]
		}, term))
	});
}
/** A list item led by a title line (a module, a class time), with its details under it. */
function TitledItem({ title, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		fontWeight: "semibold",
		color: "gray.900",
		children: title
	}), children] });
}
/** Every course's own page (one module, so one chunk for all): `/courses/<slug>`. */
function CoursePage() {
	const { pathname } = (0, import_dist.useLocation)();
	const course = courses.find(({ slug }) => coursePath(slug) === pathname.toLowerCase());
	if (!course) throw new Error(`No course at ${pathname}`);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CourseView, {
		course,
		details: courseDetails(course.slug)
	});
}
/**
* A course's page from the data it is given: the site passes the built content, the editor's
* preview the entry being edited (src/admin/previews/course-preview.tsx).
*/
function CourseView({ course, details }) {
	const { paymentPlan: plan } = details;
	const { upcoming, past } = intakesAsOf(useContentNow(), details.intakes);
	const price = formatPrice(course.price);
	const enroll = bookingHref({ interest: course.interest });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			bg: "brand.50",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
				maxW: "6xl",
				pt: "4",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.nav, {
					"aria-label": "Breadcrumb",
					fontSize: "sm",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(chakra.ol, {
						display: "flex",
						flexWrap: "wrap",
						gap: "2",
						color: "gray.700",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextLink, {
								to: paths.home,
								children: "Home"
							}), " /"] }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextLink, {
								to: paths.courses,
								children: "Courses"
							}), " /"] }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
								"aria-current": "page",
								children: course.title
							})
						]
					})
				})
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PageHero, {
			eyebrow: "Course",
			title: course.title,
			lead: course.description,
			image: course.image,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
					w: "full",
					fontSize: "xl",
					fontWeight: "bold",
					color: "brand.700",
					children: [
						price,
						" · ",
						course.duration,
						" · ",
						course.level
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ButtonLink, {
					to: enroll,
					size: "xl",
					children: "Enroll Now"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					asChild: true,
					size: "xl",
					variant: "outline",
					bg: "white",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
						href: whatsappHref(`Hello, I would like to know more about the ${course.title} course (${price}).`),
						children: "Ask on WhatsApp"
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShareLink, {
					title: course.title,
					text: `${course.title} at Kilele College, ${price}, ${course.duration}:`,
					url: siteUrl(coursePath(course.slug))
				})
			]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageSection, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
			columns: {
				base: 1,
				lg: 3
			},
			gap: "10",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
				direction: "column",
				gap: "10",
				gridColumn: { lg: "3" },
				gridRow: { lg: "1" },
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Block, {
					id: "fees-heading",
					title: "Fee and payment plan",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Facts, { items: [
						["Fee", price],
						["Duration", course.duration],
						["Level", course.level],
						["Deposit", formatPrice(plan.deposit)],
						["Then", instalmentsText(paymentSchedule(course.price, plan))]
					] })
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Block, {
					id: "tools-heading",
					title: "Software and tools",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckList, { items: details.tools })
				})]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				gridColumn: { lg: "1 / span 2" },
				gridRow: { lg: "1" },
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Block, {
					id: "learn-heading",
					title: "What you will learn",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.ol, {
						display: "grid",
						gap: "4",
						children: details.modules.map((module) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TitledItem, {
							title: module.title,
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
								color: "fg.muted",
								children: module.text
							})
						}, module.title))
					})
				})
			})]
		}) }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageSection, {
			tone: "tinted",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
				columns: {
					base: 1,
					lg: 2
				},
				gap: "10",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Block, {
					id: "times-heading",
					title: "Class times and campuses",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.ul, {
						display: "grid",
						gap: "4",
						children: details.schedules.map((schedule) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TitledItem, {
							title: schedule.name,
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
								color: "fg.muted",
								children: [
									daysLabel(schedule.days),
									", ",
									clockLabel(schedule.start),
									" to ",
									clockLabel(schedule.end)
								]
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
								color: "fg.muted",
								children: schedule.campuses.join(" and ")
							})]
						}, schedule.name))
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Block, {
					id: "intakes-heading",
					title: "Next intakes",
					children: [upcoming.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.ul, {
						display: "grid",
						gap: "2",
						"aria-label": "Upcoming intakes",
						children: upcoming.map(({ date, label }, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
							dateTime: date,
							children: label
						}), index === 0 && " (next)"] }, date))
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, { children: [
						"New dates are being set. ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextLink, {
							to: enroll,
							children: "Ask us about the next intake"
						}),
						"."
					] }), past.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
						mt: "4",
						color: "fg.muted",
						children: [
							"Already started:",
							" ",
							past.map(({ date, label }, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [index > 0 && ", ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
								dateTime: date,
								children: label
							})] }, date))
						]
					})]
				})]
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageSection, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
			columns: {
				base: 1,
				md: 2
			},
			gap: "10",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Block, {
					id: "outcomes-heading",
					title: "What you will be able to do",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckList, { items: details.outcomes })
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Block, {
					id: "requirements-heading",
					title: "Entry requirements",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckList, { items: details.requirements })
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Block, {
					id: "certificate-heading",
					title: "Certificate",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: details.certificate })
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Block, {
					id: "careers-heading",
					title: "Career paths",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckList, { items: details.careers })
				})
			]
		}) }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CallToAction, {
			title: `Questions about ${course.title}?`,
			text: "Book a free appointment with an advisor: we will help you choose a class time and a campus and plan your payments.",
			to: enroll,
			label: "Book Appointment"
		})
	] });
}
export { CourseView, CoursePage as default };
