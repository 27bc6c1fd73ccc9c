import { o as __toESM } from "./rolldown-runtime-C1I3wEg2.js";
import { I as SimpleGrid, g as useHydrated, p as courses, v as focusRing } from "../../entry-server.js";
import { A as Button, L as createRecipeContext, M as Text, N as Heading, O as Flex, W as chakra, _ as formatPriceBand, a as SectionHeading, at as require_dist, f as capitalised, g as formatPrice, h as plural, it as require_jsx_runtime, l as CallToAction, o as PageSection, p as countInWords, s as PageHero, st as require_react, t as CourseCard } from "./shared-DLhL8vjg.js";
import { t as CheckList } from "./check-list-CzOQqDK8.js";
// node_modules/@chakra-ui/react/dist/esm/components/badge/badge.js
var { PropsProvider, withContext } = createRecipeContext({ key: "badge" });
var Badge = withContext("span");
// src/components/package-card.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A course package with its price band; the popular one is highlighted with a POPULAR badge. */
function PackageCard({ pack }) {
	const titleId = `package-${pack.name.toLowerCase()}`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
		as: "article",
		"aria-labelledby": titleId,
		direction: "column",
		gap: "4",
		p: "6",
		bg: "white",
		rounded: "xl",
		borderWidth: pack.popular ? "2px" : "1px",
		borderColor: pack.popular ? "brand.600" : "gray.200",
		shadow: pack.popular ? "lg" : "sm",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
				align: "center",
				justify: "space-between",
				gap: "3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
					as: "h3",
					id: titleId,
					size: "xl",
					color: "gray.900",
					children: pack.name
				}), pack.popular && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
					variant: "solid",
					size: "lg",
					letterSpacing: "wider",
					children: "POPULAR"
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				fontSize: "2xl",
				fontWeight: "bold",
				color: "brand.700",
				children: formatPriceBand(pack.price)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				color: "fg.muted",
				children: pack.summary
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckList, { items: pack.includes })
		]
	});
}
// src/content/course-levels.ts
/**
* Levels a course can be taught at, as the courses page shows them: one step, a range of steps
* ("Beginner to Advanced"), or all of them. Apart from the schema (which imports it) so the
* browser can use the list without zod.
*/
var courseLevels = [
	"Beginner",
	"Beginner to Intermediate",
	"Beginner to Advanced",
	"Intermediate",
	"Intermediate to Advanced",
	"Advanced",
	"All Levels"
];
// src/features/course-filter/course-facets.ts
/**
* The choices the courses page offers to narrow its list (by level and by fee), derived from the
* courses and packages, so a staff edit that adds a course or changes a fee moves it to the
* right options, and an option no course has is not offered.
*/
var anyChoice = {
	level: "",
	fee: ""
};
var allLevels = "All Levels";
/** The single steps, in order (Beginner, Intermediate, Advanced): the levels that are not ranges. */
var levelSteps = courseLevels.filter((level) => level !== allLevels && !level.includes(" to "));
/**
* The steps a course's level spans. A student knows where they are now, not the college's range
* names: "Beginner to Advanced" takes a beginner and also teaches an intermediate or advanced
* student something, so such a course is listed under each step of its range ("All Levels"
* under every step). Choosing Beginner then answers "which courses can I join with no
* experience?", and Advanced "which go far enough for me?".
*/
function levelSpan(level) {
	if (level === allLevels) return levelSteps;
	const [from = level, to = from] = level.split(" to ");
	const start = levelSteps.indexOf(from);
	const end = levelSteps.indexOf(to);
	if (start < 0 || end < start) throw new Error(`Course level "${level}" is not a step or a range of steps`);
	return levelSteps.slice(start, end + 1);
}
var stepValue = (step) => step.toLowerCase().replace(/\s+/g, "-");
/**
* Fee bands cut where the packages start (content/packages.yml: Beginner from KSh 4,000,
* Intermediate from 6,000, Advanced from 10,000): under the second package's start, from each
* start to below the next, from the last start up. Unlike the packages' own ranges, which
* overlap and leave gaps, every fee falls in exactly one band, so a course whose fee an editor
* changes to any amount is still found under one of them.
*/
function feeBands(packages) {
	const starts = [...new Set(packages.map((pack) => pack.price.min))].sort((a, b) => a - b).slice(1);
	const [first] = starts;
	if (first === void 0) return [];
	return [{
		value: `under-${first}`,
		label: `Under ${formatPrice(first)}`,
		min: 0,
		max: first - 1
	}, ...starts.map((min, index) => {
		const next = starts[index + 1];
		return next === void 0 ? {
			value: `${min}-and-over`,
			label: `${formatPrice(min)} and over`,
			min
		} : {
			value: `${min}-to-${next - 1}`,
			label: formatPriceBand({
				min,
				max: next - 1
			}),
			min,
			max: next - 1
		};
	})];
}
/** The facets of this list of courses, offering only options that some course has. */
function courseFacets(courses, packages) {
	const bands = feeBands(packages);
	const tagsOf = (course) => ({
		level: levelSpan(course.level).map(stepValue),
		fee: bands.filter((band) => course.price >= band.min && (band.max === void 0 || course.price <= band.max)).map((band) => band.value)
	});
	const tags = courses.map(tagsOf);
	const facet = (name, legend, anyLabel, options) => ({
		name,
		legend,
		anyLabel,
		options: options.filter((option) => tags.some((course) => course[name].includes(option.value))).map(({ value, label }) => ({
			value,
			label
		}))
	});
	return {
		facets: [facet("level", "Level", "All levels", levelSteps.map((step) => ({
			value: stepValue(step),
			label: step
		}))), facet("fee", "Fee", "Any fee", bands)].filter((item) => item.options.length > 1),
		tagsOf
	};
}
/** Whether a course with these tags is shown for this choice. */
function matchesChoice(tags, choice) {
	return Object.keys(choice).every((name) => !choice[name] || tags[name].includes(choice[name]));
}
// src/content/packages.ts
var coursePackages = { "packages": [
	{
		"order": 10,
		"name": "Beginner",
		"price": {
			"min": 4e3,
			"max": 6e3
		},
		"popular": false,
		"summary": "For first-time computer users and KCSE leavers who want a confident start.",
		"includes": [
			"Computer Packages, Digital Marketing or Networking basics",
			"Small classes with patient, step-by-step teaching",
			"Certificate of completion"
		],
		"lang": "en"
	},
	{
		"order": 20,
		"name": "Intermediate",
		"price": {
			"min": 6e3,
			"max": 8e3
		},
		"popular": true,
		"summary": "Our most chosen package: job-ready skills in design, data or programming.",
		"includes": [
			"Graphic Design, Data Science or one Software Development language",
			"Portfolio projects reviewed by your instructor",
			"CV and interview coaching from our career office"
		],
		"lang": "en"
	},
	{
		"order": 30,
		"name": "Advanced",
		"price": {
			"min": 1e4,
			"max": 12e3
		},
		"popular": false,
		"summary": "In-depth professional programmes for a new career or a promotion.",
		"includes": [
			"Web Development, Cybersecurity, Video Editing or AutoCAD",
			"Industry projects and certification exam preparation",
			"Internship and job placement support"
		],
		"lang": "en"
	}
] }.packages;
// src/components/compact-course-card-css.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* CourseCard below md as a compact row, so the ten cards of /courses take about 2,500 px of a
* 375 px phone instead of about 5,900. Kept apart from the card so that only the courses page's
* chunk carries it (the home page's JavaScript is close to its budget).
*
* It styles the card's children by position, so the markup stays the same at every width: the
* inner column dissolves (display: contents) into a two-column grid whose first row is the
* picture and the title; the description is clamped to two lines (the whole text stays in the
* page for screen readers and the course's own page has more); fee, duration, level and Enroll
* Now stay as they are.
*/
var compactCourseCardCss = { mdDown: {
	display: "grid",
	gridTemplateColumns: "5.5rem 1fr",
	alignItems: "center",
	columnGap: "3",
	rowGap: "1.5",
	p: "4",
	"& > div:first-of-type": {
		rounded: "md",
		overflow: "hidden"
	},
	"& > div:last-of-type": { display: "contents" },
	"& > div > *": { gridColumn: "1 / -1" },
	"& > div > :is(h2, h3)": {
		gridColumn: "2",
		fontSize: "md",
		lineHeight: "1.3"
	},
	"& > div > p": {
		lineClamp: "2",
		fontSize: "sm"
	},
	"& > div > div": { pt: "2" }
} };
// src/features/course-filter/course-filter-form.tsx
var chipStyles = {
	display: "inline-flex",
	alignItems: "center",
	gap: "2",
	px: "3",
	py: "1.5",
	borderWidth: "1px",
	borderColor: "gray.300",
	rounded: "full",
	cursor: "pointer",
	fontSize: "sm",
	"&:has(:checked)": {
		borderColor: "brand.600",
		bg: "brand.50",
		fontWeight: "semibold"
	},
	"&:has(:focus-visible)": focusRing,
	"& input": {
		accentColor: "brand.600",
		outline: "none"
	}
};
var keepPage = (event) => event.preventDefault();
/**
* The course filter: a fieldset of radios per facet, "any" checked in the HTML. Uncontrolled:
* the radios keep what the visitor checks from the first paint; the CSS filters the list by them
* (course-filter-css.ts) and useCourseFilter mirrors them into the URL.
*/
function CourseFilterForm({ facets, formRef }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(chakra.form, {
		ref: formRef,
		"aria-label": "Filter courses",
		onSubmit: keepPage,
		display: "flex",
		flexWrap: "wrap",
		alignItems: "end",
		gap: {
			base: 4,
			md: 8
		},
		mb: "6",
		css: { "&:not(:has(:checked:not([value=\"\"]))) [type=reset]": { display: "none" } },
		children: [facets.map((facet) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(chakra.fieldset, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.legend, {
			fontWeight: "semibold",
			mb: "2",
			children: facet.legend
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Flex, {
			wrap: "wrap",
			gap: "2",
			children: [{
				value: "",
				label: facet.anyLabel
			}, ...facet.options].map((option) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(chakra.label, {
				css: chipStyles,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					type: "radio",
					name: facet.name,
					value: option.value,
					defaultChecked: !option.value
				}), option.label]
			}, option.value))
		})] }, facet.name)), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			type: "reset",
			size: "sm",
			children: "Clear filters"
		})]
	});
}
// src/features/course-filter/course-filter-css.ts
var checked = (facet, value) => `:has([name=${facet.name}][value="${value}"]:checked)`;
/**
* The filter as CSS, for the element holding the form and the list: it works from the first
* paint and with JavaScript off, as long as the browser has `:has()` (after hydration the list
* also marks unmatched cards `hidden`, see FilteredCourseList).
*
* - A checked option hides every card (`[data-<facet>]`) not tagged with it.
* - `[data-empty]`, the "no course matches" note, shows for each combination of options (one
*   per facet) that no course has. Computed from the courses' tags rather than written as a
*   test of the cards in the page: that would be a rule per combination whether or not it is
*   empty (today none is), bytes every visit pays for within the page's 14 KB.
*/
function courseFilterCss(facets, tags) {
	const rules = { "& [data-empty]": { display: "none" } };
	for (const facet of facets) for (const { value } of facet.options) rules[`&${checked(facet, value)} [data-${facet.name}]:not([data-${facet.name}~="${value}"])`] = { display: "none" };
	let combinations = [{
		has: "",
		choice: anyChoice
	}];
	for (const facet of facets) combinations = combinations.flatMap(({ has, choice }) => facet.options.map(({ value }) => ({
		has: has + checked(facet, value),
		choice: {
			...choice,
			[facet.name]: value
		}
	})));
	for (const { has, choice } of combinations) if (has && !tags.some((course) => matchesChoice(course, choice))) rules[`&${has} [data-empty]`] = { display: "block" };
	return rules;
}
// src/features/course-filter/use-course-filter.ts
var import_dist = require_dist();
/** The choice the form's radios show now. */
function readForm(form, facets) {
	const data = new FormData(form);
	const choice = { ...anyChoice };
	for (const { name } of facets) choice[name] = String(data.get(name) ?? "");
	return choice;
}
/** Checks the radios of a choice (uncontrolled inputs: React never renders `checked`). */
function showInForm(form, choice) {
	for (const input of form.querySelectorAll("input[type=\"radio\"]")) {
		const name = input.name;
		if (name in choice) input.checked = input.value === choice[name];
	}
}
/** Whether any radio differs from what the page was rendered with: the visitor chose already. */
var formChanged = (form) => [...form.querySelectorAll("input[type=\"radio\"]")].some((input) => input.checked !== input.defaultChecked);
/** The choice a query string asks for; a value no option has (an old shared link) counts as "any". */
function choiceFromSearch(params, facets) {
	const choice = { ...anyChoice };
	for (const facet of facets) {
		const value = params.get(facet.name) ?? "";
		if (facet.options.some((option) => option.value === value)) choice[facet.name] = value;
	}
	return choice;
}
/**
* The query the browser's address bar holds now. The router writes history at once when asked
* to navigate but renders the new location later, so a render's own query can be behind it.
*/
var addressQuery = () => new URLSearchParams(window.location.search);
/**
* Keeps the filter's radios, the URL (`?level=…&fee=…`, so a filtered list can be shared) and
* the choice React shows (the count, the cards' `hidden`) in step. The radios are the truth: the
* CSS filters by them before hydration, and they keep whatever the visitor checked then.
*
* - On the first run after hydration, a choice the visitor made before it (or the browser
*   restored on reload) wins, whole, and is written to the URL: they chose from the list they
*   saw, so nothing changes under them. Otherwise the URL's choice is applied to the radios.
* - A change of radio replaces the URL (no history entry per click, so Back leaves the page).
* - A later navigation to another query (a link to /courses while on it) is applied to the radios.
*
* Changes can come faster than renders (a quick thumb, a slow phone), so both directions go by
* the address bar rather than by the render's query: a change is compared with where the URL
* already is, and a rendered query that the address bar has moved on from is left alone (the
* newer one renders next). The hook's own navigations need no telling apart from a link's: the
* query they render is the one the radios already show.
*/
function useCourseFilter(form, facets) {
	const [params] = (0, import_dist.useSearchParams)();
	const navigate = (0, import_dist.useNavigate)();
	const [choice, setChoice] = (0, import_react.useState)(anyChoice);
	const search = params.toString();
	const hydrating = (0, import_react.useRef)(true);
	const commit = (0, import_react.useCallback)((next) => {
		setChoice(next);
		const now = addressQuery();
		const query = new URLSearchParams(now);
		for (const { name } of facets) query.delete(name);
		for (const { name } of facets) if (next[name]) query.set(name, next[name]);
		const nextSearch = query.toString();
		if (nextSearch === now.toString()) return;
		navigate({
			search: nextSearch,
			hash: window.location.hash
		}, {
			replace: true,
			preventScrollReset: true
		});
	}, [facets, navigate]);
	(0, import_react.useEffect)(() => {
		const element = form.current;
		if (!element) return;
		const first = hydrating.current;
		hydrating.current = false;
		if (first && formChanged(element)) {
			commit(readForm(element, facets));
			return;
		}
		if (search !== addressQuery().toString()) return;
		const fromUrl = choiceFromSearch(new URLSearchParams(search), facets);
		showInForm(element, fromUrl);
		setChoice(fromUrl);
	}, [
		commit,
		facets,
		form,
		search
	]);
	(0, import_react.useEffect)(() => {
		const element = form.current;
		if (!element) return;
		const onChange = () => commit(readForm(element, facets));
		const onReset = () => commit(anyChoice);
		element.addEventListener("change", onChange);
		element.addEventListener("reset", onReset);
		return () => {
			element.removeEventListener("change", onChange);
			element.removeEventListener("reset", onReset);
		};
	}, [
		commit,
		facets,
		form
	]);
	return choice;
}
// src/features/course-filter/filtered-course-list.tsx
/**
* The courses with a filter by level and fee that works before hydration and with JavaScript
* off (radios and CSS), then keeps its state in the URL and says how many courses it shows.
*/
function FilteredCourseList({ courses, filter }) {
	const { facets, tagsOf } = filter;
	const form = (0, import_react.useRef)(null);
	const choice = useCourseFilter(form, facets);
	const hydrated = useHydrated();
	const tagged = (0, import_react.useMemo)(() => courses.map((course) => ({
		course,
		tags: tagsOf(course)
	})), [courses, tagsOf]);
	const filterCss = (0, import_react.useMemo)(() => courseFilterCss(facets, tagged.map(({ tags }) => tags)), [facets, tagged]);
	const shown = tagged.filter(({ tags }) => matchesChoice(tags, choice)).length;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(chakra.div, {
		css: filterCss,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CourseFilterForm, {
				facets,
				formRef: form
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				"aria-live": "polite",
				fontWeight: "medium",
				mb: "4",
				minH: "1.5em",
				children: hydrated && (shown === courses.length ? `Showing all ${courses.length} courses` : `Showing ${shown} of ${courses.length} courses`)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
				columns: {
					base: 1,
					md: 2,
					lg: 3
				},
				gap: {
					base: 4,
					md: 6
				},
				children: tagged.map(({ course, tags }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CourseCard, {
					course,
					lazyImage: true,
					css: compactCourseCardCss,
					attributes: {
						"data-level": tags.level.join(" "),
						"data-fee": tags.fee.join(" "),
						hidden: !matchesChoice(tags, choice) || void 0
					}
				}, course.id))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				"data-empty": "",
				py: "6",
				children: "No course matches these filters: clear them to see every course."
			})
		]
	});
}
// src/pages/courses-page.tsx
var filter = courseFacets(courses, coursePackages);
function CoursesPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHero, {
			eyebrow: "Courses and fees",
			title: "Our courses",
			lead: `${capitalised(countInWords(courses.length))} practical ${plural(courses.length, "course")}, from your first steps on a computer to professional software, security and design skills. Fees are per course and can be paid in M-Pesa instalments.`
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PageSection, {
			labelledBy: "courses-heading",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionHeading, {
				id: "courses-heading",
				title: "All courses",
				children: "Every course includes lab time on our computers, project work reviewed by your instructor and a certificate on completion."
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilteredCourseList, {
				courses,
				filter
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PageSection, {
			id: "packages",
			labelledBy: "packages-heading",
			tone: "tinted",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionHeading, {
				id: "packages-heading",
				title: "Course packages",
				children: "Not sure where to start? Choose a package by level; an advisor will match it to the right courses and fee within its price band."
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
				columns: {
					base: 1,
					lg: 3
				},
				gap: "6",
				alignItems: "start",
				children: coursePackages.map((pack) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PackageCard, { pack }, pack.name))
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CallToAction, {
			title: "Not sure which course is right for you?",
			text: "Talk to an academic advisor: we will look at your goals and experience and recommend a course, a class time and a payment plan."
		})
	] });
}
export { CoursesPage as default };
