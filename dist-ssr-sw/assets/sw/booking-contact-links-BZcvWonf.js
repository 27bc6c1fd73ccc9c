import { D as Link, it as require_jsx_runtime, x as site } from "./shared-DLhL8vjg.js";
import { S as whatsappHref, b as emailHref, x as phoneHref } from "../../entry-server.js";
// src/features/booking/booking-summary-text.ts
/**
* A booking written out as plain text, for a visitor to hand over by e-mail or WhatsApp when the
* site cannot send it (the app did not start, or EmailJS refused it): staff read the same fields
* the e-mail template would have carried. No imports beyond types: the entry script uses it too.
*/
function bookingSummaryText(values, reference) {
	const lines = [
		reference ? `Appointment request ${reference}` : "Appointment request",
		`Name: ${values.name.trim()}`,
		`Phone: ${values.phone.trim()}`,
		`E-mail: ${values.email.trim()}`,
		`Campus: ${values.campus ?? ""}`,
		`Preferred date: ${values.date}`,
		`Preferred time: ${values.time}`,
		`Area of interest: ${values.interest}`
	];
	const message = values.message.trim();
	if (message) lines.push(`Message: ${message}`);
	return lines.join("\n");
}
// src/features/booking/booking-contact-links.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* Phone, e-mail and WhatsApp as links: the fallback whenever a booking cannot be sent. Given the
* booking, the e-mail and the WhatsApp message carry its details, so the visitor only presses send.
*/
function ContactLinks({ booking }) {
	const summary = booking ? bookingSummaryText(booking.values, booking.reference) : void 0;
	const subject = booking?.reference ? `Appointment request ${booking.reference}` : "Appointment request";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		"call ",
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
			href: phoneHref(),
			children: site.phone.display
		}),
		", e-mail",
		" ",
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
			href: summary ? emailHref({
				subject,
				body: summary
			}) : emailHref(),
			children: site.email
		}),
		" or send it",
		" ",
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
			href: whatsappHref(summary),
			target: "_blank",
			rel: "noopener",
			children: "on WhatsApp"
		})
	] });
}
export { ContactLinks as t };
