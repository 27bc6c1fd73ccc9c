import { o as __toESM } from "./rolldown-runtime-C1I3wEg2.js";
import { A as Button, M as Text, O as Flex, U as Box, it as require_jsx_runtime, k as Container, st as require_react } from "./shared-DLhL8vjg.js";
import { L as Stack } from "../../entry-server.js";
import { t as ContactLinks } from "./booking-contact-links-BZcvWonf.js";
import { a as subscribeOutbox, c as dismissRefusedBooking, d as removeRefusedBooking, l as isOutboxAvailable, u as readOutbox } from "./outbox-DL92KCg4.js";
// src/features/booking/use-outbox-status.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* The outbox as the notices on every page show it: bookings queued, bookings refused (until
* dismissed, removed or expired), and news of a queued booking sent. `contents` is null until the
* outbox has been read.
*/
function useOutboxStatus() {
	const [contents, setContents] = (0, import_react.useState)(null);
	const [sent, setSent] = (0, import_react.useState)([]);
	(0, import_react.useEffect)(() => {
		let stopped = false;
		let unsubscribe = () => {};
		let known = /* @__PURE__ */ new Map();
		const read = () => void readOutbox().then((next) => {
			if (stopped) return;
			known = new Map(next.queued.map((booking) => [booking.reference, booking]));
			setContents(next);
		}, () => {});
		isOutboxAvailable().then((available) => {
			if (!available || stopped) return;
			unsubscribe = subscribeOutbox((event) => {
				const queued = known.get(event.reference);
				if (event.type === "sent" && queued) {
					const notice = {
						...queued,
						late: event.late === true
					};
					setSent((list) => [...list.filter((item) => item.reference !== event.reference), notice]);
				}
				read();
			});
			read();
		});
		return () => {
			stopped = true;
			unsubscribe();
		};
	}, []);
	return {
		contents,
		sent,
		dismissSent: (reference) => setSent((list) => list.filter((item) => item.reference !== reference)),
		removeRefused: (reference) => void removeRefusedBooking(reference).catch(() => {}),
		dismissRefused: (reference) => void dismissRefusedBooking(reference).catch(() => {})
	};
}
// src/features/booking/outbox-notice-list.tsx
var import_jsx_runtime = require_jsx_runtime();
var queuedText = (count) => `${count} ${count === 1 ? "booking" : "bookings"} waiting to be sent: sent automatically when you are back online.`;
/** "Tue 25 June 2030" for the form's YYYY-MM-DD; the text as it is if it is not such a date. */
function preferredDate(date) {
	const parsed = /* @__PURE__ */ new Date(`${date}T00:00`);
	if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(parsed.getTime())) return date;
	return parsed.toLocaleDateString("en-GB", {
		weekday: "short",
		day: "numeric",
		month: "long",
		year: "numeric"
	});
}
/** " for Tue 25 June 2030 at Naivasha Branch", from what the booking holds. */
var visitText = ({ date, campus }) => `${date ? ` for ${preferredDate(date)}` : ""}${campus ? ` at ${campus}` : ""}`;
function SentText({ notice }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, { children: [
		"Your waiting booking ",
		notice.reference,
		" has been sent",
		notice.date || notice.campus ? `: a visit${visitText(notice)}. ` : ". ",
		notice.late ? "Its preferred date had passed by then, so the college will call you to agree a new date." : "We will contact you within 24 hours."
	] });
}
/**
* A booking EmailJS refused, shown on every page until its visitor dismisses it: what to do, with
* the details already in the e-mail and WhatsApp links, and a way to take it off this device.
*/
function RefusedNotice({ booking, onRemove, onDismiss }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
		gap: "3",
		align: "center",
		wrap: "wrap",
		role: "group",
		"aria-label": `Booking ${booking.reference} not sent`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
				flex: "1",
				minW: "56",
				children: [
					"Your booking ",
					booking.reference,
					visitText(booking.values),
					" could not be delivered. Please ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContactLinks, { booking }),
					", and quote the reference."
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				size: "xs",
				variant: "outline",
				onClick: onRemove,
				children: "Remove from this device"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				size: "xs",
				variant: "outline",
				onClick: onDismiss,
				children: "Dismiss"
			})
		]
	});
}
/**
* On every page: how many bookings are queued on this device, every booking refused (until dismissed or
* removed), and news when a queued one was sent. Renders nothing on the server and the first
* render; the live region appears once the outbox has been read, so later changes are announced.
*/
function OutboxNoticeList() {
	const { contents, sent, dismissSent, removeRefused, dismissRefused } = useOutboxStatus();
	if (contents === null) return null;
	const refused = contents.refused.filter((booking) => !booking.dismissed);
	const { queued } = contents;
	const empty = queued.length === 0 && refused.length === 0 && sent.length === 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		role: "status",
		"aria-live": "polite",
		children: !empty && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			bg: refused.length > 0 ? "red.50" : "brand.50",
			borderBottomWidth: "1px",
			py: "2",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "2",
				children: [
					queued.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						fontWeight: "semibold",
						children: queuedText(queued.length)
					}), queued.map((booking) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, { children: [booking.reference, visitText(booking)] }, booking.reference))] }),
					refused.map((booking) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RefusedNotice, {
						booking,
						onRemove: () => removeRefused(booking.reference),
						onDismiss: () => dismissRefused(booking.reference)
					}, booking.reference)),
					sent.map((notice) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
						gap: "3",
						align: "center",
						wrap: "wrap",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SentText, { notice }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							size: "xs",
							variant: "outline",
							onClick: () => dismissSent(notice.reference),
							children: "Dismiss"
						})]
					}, notice.reference))
				]
			}) })
		})
	});
}
export { OutboxNoticeList };
