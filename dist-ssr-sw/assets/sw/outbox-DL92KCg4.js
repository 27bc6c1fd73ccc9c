import { r as __exportAll } from "./rolldown-runtime-C1I3wEg2.js";
import { A as collegeTimeZone, D as collegeDate } from "../../entry-server.js";
// src/features/booking/outbox/email-sender.ts
var SEND_TIMEOUT_MS = 2e4;
/** Thrown when a send took longer than SEND_TIMEOUT_MS. */
var SendTimeoutError = class extends Error {
	constructor(ms) {
		super(`no answer within ${ms / 1e3} s`);
		this.name = "SendTimeoutError";
	}
};
/** Thrown when the build's EmailJS configuration is incomplete: retrying cannot help. */
var EmailConfigError = class extends Error {
	constructor(problem) {
		super(problem);
		this.name = "EmailConfigError";
	}
};
/** Thrown for a stored record that is not a booking (a damaged or foreign entry): never sent. */
var InvalidBookingError = class extends Error {
	constructor() {
		super("the stored booking is malformed");
		this.name = "InvalidBookingError";
	}
};
/** Rejects with SendTimeoutError if the promise has not settled within `ms`. */
function withTimeout(promise, ms = SEND_TIMEOUT_MS) {
	let timer;
	const timeout = new Promise((_, reject) => {
		timer = setTimeout(() => reject(new SendTimeoutError(ms)), ms);
	});
	return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
// src/features/booking/outbox/classify-failure.ts
var hasStatus = (error) => typeof error === "object" && error !== null && typeof error.status === "number";
/**
* Sorts a send failure. Transient (keep the booking, retry later): no network, a timeout, 5xx, 429
* (EmailJS rate limit), 408. Permanent (stop retrying, tell the visitor): any other 4xx, a missing
* or wrong id, bad configuration, a damaged record.
*/
function classifyFailure(error) {
	if (error instanceof EmailConfigError || error instanceof InvalidBookingError) return {
		kind: "permanent",
		message: error.message
	};
	if (error instanceof SendTimeoutError) return {
		kind: "transient",
		message: `timeout: ${error.message}`
	};
	if (error instanceof TypeError) return {
		kind: "transient",
		message: `network error: ${error.message}`
	};
	if (error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError")) return {
		kind: "transient",
		message: `timeout: ${error.message}`
	};
	if (hasStatus(error)) {
		const { status } = error;
		const message = `HTTP ${status}: ${typeof error.text === "string" ? error.text : ""}`.trim();
		return {
			kind: status === 0 || status === 408 || status === 429 || status >= 500 ? "transient" : "permanent",
			message
		};
	}
	if (typeof error === "string") return {
		kind: "permanent",
		message: error
	};
	return {
		kind: "transient",
		message: error instanceof Error ? error.message : String(error)
	};
}
// src/lib/phone-number.ts
/**
* The visitor's phone number as staff can call it back (and find it on WhatsApp): E.164. A Kenyan
* number may be typed the local way (0712 345 678, 0110 123 456) or with the country code; any
* other country's must start with its + code, since without it the digits are ambiguous.
*/
/** Shown with every refusal, so the visitor sees the form expected. */
var phoneExample = "e.g. 0712 345 678";
var allowed = /^\+?[\d\s()-]+$/;
/** The number in E.164 (+254712345678), or undefined if it is not one staff could call. */
function toE164(text) {
	const typed = text.trim();
	if (!allowed.test(typed)) return void 0;
	const digits = typed.replace(/\D/g, "");
	const international = typed.startsWith("+") ? digits : digits.startsWith("00") ? digits.slice(2) : void 0;
	if (international === void 0) {
		if (/^0[17]\d{8}$/.test(digits)) return `+254${digits.slice(1)}`;
		if (/^254[17]\d{8}$/.test(digits)) return `+${digits}`;
		return;
	}
	if (international.startsWith("254")) return /^254\d{9}$/.test(international) ? `+${international}` : void 0;
	return /^[1-9]\d{7,14}$/.test(international) ? `+${international}` : void 0;
}
/** Why a typed number is refused (empty text is `required`'s to word), or undefined if it is fine. */
function phoneProblem(text) {
	const typed = text.trim();
	if (typed === "" || toE164(typed) !== void 0) return void 0;
	if (!allowed.test(typed)) return `Use figures only (spaces, dashes, brackets and a + at the start are fine), ${phoneExample}.`;
	return `Enter a full phone number, ${phoneExample}, or one from abroad with its + code.`;
}
// src/features/booking/outbox/booking-params.ts
var keys = [
	"name",
	"email",
	"phone",
	"date",
	"time",
	"interest",
	"message",
	"reference"
];
/** Whether a value read back from storage is BookingParams (`requested_at` may be missing on an older record). */
function isBookingParams(value) {
	if (typeof value !== "object" || value === null) return false;
	const record = value;
	return keys.every((key) => typeof record[key] === "string") && (record.requested_at === void 0 || typeof record.requested_at === "string");
}
var eastAfricaTime = new Intl.DateTimeFormat("en-GB", {
	timeZone: collegeTimeZone,
	weekday: "short",
	day: "numeric",
	month: "short",
	year: "numeric",
	hour: "2-digit",
	minute: "2-digit",
	hour12: false
});
/** `requested_at` for a booking made at `epochMs`, e.g. "Mon 23 Nov 2026, 19:35 EAT". */
function formatRequestedAt(epochMs) {
	return `${eastAfricaTime.format(new Date(epochMs))} EAT`;
}
/**
* The EmailJS template params for a submission: trimmed text (the phone in E.164, so staff can call
* it or find it on WhatsApp as it is), its reference and when it was made.
*/
function toBookingParams(values, reference, now = Date.now()) {
	return {
		name: values.name.trim(),
		email: values.email.trim(),
		phone: toE164(values.phone) ?? values.phone.trim(),
		campus: values.campus,
		date: values.date,
		time: values.time,
		interest: values.interest,
		message: values.message.trim(),
		reference,
		requested_at: formatRequestedAt(now)
	};
}
/** The params with `requested_at`, filled from `createdAt` where an older record lacks it. */
function withRequestedAt(params, createdAt) {
	return typeof params.requested_at === "string" ? params : {
		...params,
		requested_at: formatRequestedAt(createdAt)
	};
}
/** Whether the booking's preferred (Nairobi) date had passed at `epochMs` (it is sent anyway, and the visitor told). */
function isPastPreferredDate(params, epochMs) {
	return /^\d{4}-\d{2}-\d{2}$/.test(params.date) && params.date < collegeDate(epochMs);
}
// src/features/booking/outbox/log-send-error.ts
/** Logs a failed send as "Error sending email (reference, …)": one prefix for staff to search the console for. */
function logSendError(reference, failure, error) {
	const outcome = failure.kind === "transient" ? "kept to retry" : "not retried";
	console.error(`Error sending email (${reference}, ${outcome}): ${failure.message}`, error);
}
// node_modules/idb-keyval/dist/index.js
function promisifyRequest(request) {
	return new Promise((resolve, reject) => {
		request.oncomplete = request.onsuccess = () => resolve(request.result);
		request.onabort = request.onerror = () => reject(request.error);
	});
}
function createStore(dbName, storeName) {
	let dbp;
	const getDB = () => {
		if (dbp) return dbp;
		const request = indexedDB.open(dbName);
		request.onupgradeneeded = () => request.result.createObjectStore(storeName);
		dbp = promisifyRequest(request);
		dbp.then((db) => {
			db.onclose = () => dbp = void 0;
		}, () => {
			dbp = void 0;
		});
		return dbp;
	};
	return (txMode, callback) => getDB().then((db) => callback(db.transaction(storeName, txMode).objectStore(storeName)));
}
var defaultGetStoreFunc;
function defaultGetStore() {
	if (!defaultGetStoreFunc) defaultGetStoreFunc = createStore("keyval-store", "keyval");
	return defaultGetStoreFunc;
}
/**
* Get a value by its key.
*
* @param key
* @param customStore Method to get a custom store. Use with caution (see the docs).
*/
function get(key, customStore = defaultGetStore()) {
	return customStore("readonly", (store) => promisifyRequest(store.get(key)));
}
/**
* Set a value with a key.
*
* @param key
* @param value
* @param customStore Method to get a custom store. Use with caution (see the docs).
*/
function set(key, value, customStore = defaultGetStore()) {
	return customStore("readwrite", (store) => {
		store.put(value, key);
		return promisifyRequest(store.transaction);
	});
}
/**
* Delete a particular key from the store.
*
* @param key
* @param customStore Method to get a custom store. Use with caution (see the docs).
*/
function del(key, customStore = defaultGetStore()) {
	return customStore("readwrite", (store) => {
		store.delete(key);
		return promisifyRequest(store.transaction);
	});
}
function eachCursor(store, callback) {
	store.openCursor().onsuccess = function() {
		if (!this.result) return;
		callback(this.result);
		this.result.continue();
	};
	return promisifyRequest(store.transaction);
}
/**
* Get all values in the store.
*
* @param customStore Method to get a custom store. Use with caution (see the docs).
*/
function values(customStore = defaultGetStore()) {
	return customStore("readonly", (store) => {
		if (store.getAll) return promisifyRequest(store.getAll());
		const items = [];
		return eachCursor(store, (cursor) => items.push(cursor.value)).then(() => items);
	});
}
// src/features/booking/outbox/booking-state.ts
var olderNames = {
	pending: "queued",
	failed: "refused"
};
/** A state read from storage or another context, under today's name; undefined if it is none. */
function readBookingState(value) {
	if (value === "queued" || value === "sent" || value === "refused") return value;
	return typeof value === "string" ? olderNames[value] : void 0;
}
// src/features/booking/outbox/outbox-names.ts
/**
* Names the page and the service worker share: both open the same database, take the same lock,
* talk on the same channel and use the same sync tag, so they act as one outbox.
*/
/** IndexedDB database holding bookings not yet accepted by EmailJS. */
var OUTBOX_DB_NAME = "kilele-booking-outbox";
/** Its one object store, keyed by booking reference. */
var OUTBOX_STORE_NAME = "bookings";
/** Web Lock held while sending, so one tab (or the service worker) sends at a time. */
var OUTBOX_LOCK_NAME = "kilele-booking-outbox";
/** BroadcastChannel on which tabs and the service worker say what happened to a booking. */
var OUTBOX_CHANNEL_NAME = "kilele-booking-outbox";
/** Background Sync tag the page registers when a booking is queued. */
var OUTBOX_SYNC_TAG = "kilele-booking-outbox";
/**
* Separate database for the time of the last send, so the bookings store holds only bookings (its
* emptiness means nothing waits) and the pages and the worker read one shared clock for pacing.
*/
var OUTBOX_PACE_DB_NAME = "kilele-booking-outbox-pace";
/** Its one object store, holding the last-send timestamp. */
var OUTBOX_PACE_STORE_NAME = "pace";
// src/features/booking/outbox/outbox-db.ts
var isSentMark = (entry) => entry.status === "sent";
/**
* An entry as stored, under today's names: an older version wrote status 'pending' or 'failed' and
* `failedAt`. Migrated on read (and so written back new by the next update); undefined if unreadable.
*/
function fromStored(value) {
	if (typeof value !== "object" || value === null) return void 0;
	const { failedAt, ...entry } = value;
	const status = readBookingState(entry.status);
	if (!status) return void 0;
	if (status === "sent") return {
		...entry,
		status
	};
	const refusedAt = entry.refusedAt ?? failedAt;
	return {
		...entry,
		status,
		...refusedAt === void 0 ? {} : { refusedAt }
	};
}
var store$1;
var outboxStore = () => store$1 ??= createStore(OUTBOX_DB_NAME, OUTBOX_STORE_NAME);
/** Writes a booking (new, or updated). */
async function putRecord(record) {
	await set(record.reference, record, outboxStore());
}
/** Reads one booking by reference, or undefined when it is not (or no longer) queued or refused. */
async function getRecord(reference) {
	const entry = fromStored(await get(reference, outboxStore()));
	return entry && !isSentMark(entry) ? entry : void 0;
}
/** Every readable entry, bookings and sent marks. */
async function listEntries() {
	return (await values(outboxStore())).map(fromStored).filter((entry) => entry !== void 0);
}
/** Every booking in the outbox (queued or refused), oldest first. */
async function listRecords() {
	return (await listEntries()).filter((entry) => !isSentMark(entry)).sort((a, b) => a.createdAt - b.createdAt);
}
/** Bookings still to be sent, oldest first. */
async function listQueued() {
	return (await listRecords()).filter((record) => record.status === "queued");
}
/** Changes a booking in one transaction; returns the updated record (undefined if gone or sent). */
async function updateRecord(reference, change) {
	return outboxStore()("readwrite", async (objectStore) => {
		const old = fromStored(await promisifyRequest(objectStore.get(reference)));
		if (!old || isSentMark(old)) return void 0;
		const next = change(old);
		await promisifyRequest(objectStore.put(next, reference));
		return next;
	});
}
/** Records a failed attempt; a permanent failure makes the booking refused. */
async function recordFailedAttempt(reference, lastError, status, now = Date.now()) {
	return updateRecord(reference, (old) => ({
		...old,
		attempts: old.attempts + 1,
		lastError,
		status,
		...status === "refused" ? { refusedAt: now } : {}
	}));
}
/** Replaces a booking EmailJS accepted by its sent mark (nothing personal), when it cannot be deleted. */
async function putSentMark(reference, now = Date.now()) {
	await set(reference, {
		reference,
		status: "sent",
		sentAt: now
	}, outboxStore());
}
/** Removes an entry: after EmailJS answered 2xx, or a refused booking the visitor removed or that expired. */
async function deleteRecord(reference) {
	await del(reference, outboxStore());
}
var usable;
/** Whether IndexedDB works here (absent in some private modes and old browsers); checked once. */
function isOutboxStorageUsable() {
	usable ??= typeof indexedDB === "undefined" ? Promise.resolve(false) : get("probe", outboxStore()).then(() => true, () => false);
	return usable;
}
// src/features/booking/outbox/outbox-events.ts
var listeners = /* @__PURE__ */ new Set();
var channel;
/** A message from another context as an event under today's names (an older tab says 'failed'). */
function readOutboxEvent(data) {
	if (typeof data !== "object" || data === null) return void 0;
	const { type, reference, late } = data;
	const known = type === "changed" ? type : readBookingState(type);
	if (!known || typeof reference !== "string") return void 0;
	if (late !== void 0 && typeof late !== "boolean") return void 0;
	return late === void 0 ? {
		type: known,
		reference
	} : {
		type: known,
		reference,
		late
	};
}
function getChannel() {
	if (channel !== void 0) return channel;
	channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(OUTBOX_CHANNEL_NAME) : null;
	channel?.addEventListener("message", ({ data }) => {
		const event = readOutboxEvent(data);
		if (event) notify(event);
	});
	return channel;
}
function notify(event) {
	for (const listener of [...listeners]) listener(event);
}
/** Tells this context and every other tab and worker what happened to a booking. */
function publishOutboxEvent(event) {
	const message = {
		type: event.type,
		reference: event.reference
	};
	if (event.late !== void 0) message.late = event.late;
	getChannel()?.postMessage(message);
	notify(message);
}
/** Calls `listener` for every outbox event from any context; returns the unsubscribe function. */
function subscribeOutboxEvents(listener) {
	getChannel();
	listeners.add(listener);
	return () => listeners.delete(listener);
}
// src/features/booking/outbox/outbox-lock.ts
/** Whether this browser has Web Locks; without them two tabs could send the same booking. */
function hasOutboxLock() {
	return typeof navigator !== "undefined" && typeof navigator.locks?.request === "function";
}
/**
* Runs `task` while holding the outbox lock, shared by every tab and the service worker of this
* origin. With `wait: false` it returns `{ ran: false }` at once when someone else holds the lock:
* they are already sending, so there is nothing to add.
*/
async function withOutboxLock(task, { wait }) {
	return navigator.locks.request(OUTBOX_LOCK_NAME, { ifAvailable: !wait }, async (lock) => {
		if (!lock) return { ran: false };
		return {
			ran: true,
			value: await task()
		};
	});
}
// src/features/booking/outbox/send-pace.ts
var MIN_SEND_INTERVAL_MS = 1100;
var lastSendKey = "last-send-at";
var store;
var paceStore = () => store ??= createStore(OUTBOX_PACE_DB_NAME, OUTBOX_PACE_STORE_NAME);
var sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/**
* How long to wait before the next send, given the last send's time: at most the interval, so a
* clock set back (or a damaged value) never holds the outbox for longer.
*/
function paceDelay(lastSendAt, now) {
	if (typeof lastSendAt !== "number" || !Number.isFinite(lastSendAt)) return 0;
	return Math.min(MIN_SEND_INTERVAL_MS, Math.max(0, lastSendAt + MIN_SEND_INTERVAL_MS - now));
}
async function markSendTime() {
	await set(lastSendKey, Date.now(), paceStore()).catch(() => void 0);
}
/**
* Waits until at least MIN_SEND_INTERVAL_MS have passed since the last send by any tab or the
* service worker ended, then runs `send`. The time is stored as the send starts (a tab closed
* mid-send leaves that) and again as it ends. Call only while holding the outbox lock: the lock
* makes the read and the writes one step across contexts.
*/
async function pacedSend(send) {
	const delay = paceDelay(await get(lastSendKey, paceStore()).catch(() => void 0), Date.now());
	if (delay > 0) await sleep(delay);
	await markSendTime();
	try {
		await send();
	} finally {
		await markSendTime();
	}
}
var acceptedReferences = /* @__PURE__ */ new Set();
var following = false;
function followAccepted() {
	if (following) return;
	following = true;
	subscribeOutboxEvents((event) => {
		if (event.type === "sent") acceptedReferences.add(event.reference);
	});
}
/** A new booking under this reference: whatever was known about the reference before is not about it. */
function forgetAccepted(reference) {
	acceptedReferences.delete(reference);
}
/**
* After a 2xx the record goes (nothing personal stays); failing that, a sent mark replaces it;
* failing that, the in-memory set and the 'sent' event keep it from being sent again. Never throws.
*/
async function settleSent(reference, now) {
	acceptedReferences.add(reference);
	try {
		await deleteRecord(reference);
		return;
	} catch (error) {
		console.error(`Booking ${reference} was sent, but its record could not be deleted`, error);
	}
	await putSentMark(reference, now).catch((error) => {
		console.error(`Booking ${reference} was sent, but could not be marked sent either`, error);
	});
}
/** A record read inside the lock, checked and ready to send: the params, or why it cannot be. */
function paramsToSend(params, createdAt) {
	if (!isBookingParams(params)) throw new InvalidBookingError();
	return withRequestedAt(params, createdAt);
}
/**
* Sends every queued booking, oldest first, under the outbox lock. Each record is read again inside
* the lock, so one another tab or the worker sent is never sent twice. A permanent failure makes
* it refused (kept for its visitor); a transient one counts the attempt and leaves it queued.
*/
async function flushOutbox(send, { wait = true, now = () => Date.now() } = {}) {
	followAccepted();
	const report = {
		ran: false,
		sent: [],
		refused: [],
		queued: []
	};
	report.ran = (await withOutboxLock(async () => {
		report.ran = true;
		const queued = await listQueued();
		let transientInARow = 0;
		for (const [index, { reference }] of queued.entries()) {
			if (acceptedReferences.has(reference)) continue;
			const record = await getRecord(reference);
			if (!record || record.status !== "queued") continue;
			let params;
			try {
				params = paramsToSend(record.params, record.createdAt);
				const toSend = params;
				await pacedSend(() => send(toSend));
			} catch (error) {
				const failure = classifyFailure(error);
				logSendError(reference, failure, error);
				const status = failure.kind === "permanent" ? "refused" : "queued";
				const updated = await recordFailedAttempt(reference, failure.message, status, now());
				if (status === "refused") {
					report.refused.push(reference);
					publishOutboxEvent({
						type: "refused",
						reference
					});
					continue;
				}
				report.queued.push({
					reference,
					attempts: updated?.attempts ?? record.attempts + 1
				});
				transientInARow++;
				if (transientInARow < 2) continue;
				for (const rest of queued.slice(index + 1)) report.queued.push({
					reference: rest.reference,
					attempts: rest.attempts
				});
				break;
			}
			transientInARow = 0;
			const sentAt = now();
			await settleSent(reference, sentAt);
			report.sent.push(reference);
			publishOutboxEvent({
				type: "sent",
				reference,
				late: isPastPreferredDate(params, sentAt)
			});
		}
	}, { wait })).ran;
	return report;
}
/** Whether bookings can be kept on this device: IndexedDB for the records, Web Locks so tabs take turns. */
async function isOutboxAvailable() {
	return hasOutboxLock() && await isOutboxStorageUsable();
}
/** Stores a new booking as queued; before its first send, so it survives a closed tab. */
async function enqueueBooking(params, now = Date.now()) {
	forgetAccepted(params.reference);
	await putRecord({
		reference: params.reference,
		params,
		createdAt: now,
		attempts: 0,
		status: "queued"
	});
}
/** Where a booking stands now; no record means sent (a 2xx is the only thing that removes a queued one). */
async function bookingState(reference) {
	return (await getRecord(reference))?.status ?? "sent";
}
var refusedAt = (record) => record.refusedAt ?? record.createdAt;
/** Removes refused bookings older than REFUSED_KEEP_MS, and sent marks; failures wait for next time. */
async function expireOutbox(now = Date.now()) {
	for (const entry of await listEntries()) {
		if (!(entry.status === "sent" || entry.status === "refused" && now - refusedAt(entry) >= 2592e6)) continue;
		await deleteRecord(entry.reference).catch(() => void 0);
		if (entry.status === "refused") publishOutboxEvent({
			type: "changed",
			reference: entry.reference
		});
	}
}
function toRefusedBooking(record) {
	const { name = "", email = "", phone = "", campus = "", date = "", time = "", interest = "", message = "" } = isBookingParams(record.params) ? record.params : {};
	return {
		reference: record.reference,
		values: {
			name,
			email,
			phone,
			campus,
			date,
			time,
			interest,
			message
		},
		refusedAt: refusedAt(record),
		dismissed: record.dismissed === true
	};
}
function toQueuedBooking(record) {
	const { campus = "", date = "" } = isBookingParams(record.params) ? record.params : {};
	return {
		reference: record.reference,
		campus,
		date
	};
}
/** Bookings queued, and bookings refused (not yet expired), oldest first. */
async function readOutbox(now = Date.now()) {
	const records = (await listEntries()).filter((entry) => entry.status !== "sent").sort((a, b) => a.createdAt - b.createdAt);
	return {
		queued: records.filter((record) => record.status === "queued").map(toQueuedBooking),
		refused: records.filter((record) => record.status === "refused" && now - refusedAt(record) < 2592e6).map(toRefusedBooking)
	};
}
/** Removes a refused booking from the device, at its visitor's request (a queued one is still to be sent). */
async function removeRefusedBooking(reference) {
	if ((await getRecord(reference))?.status !== "refused") return;
	await deleteRecord(reference);
	publishOutboxEvent({
		type: "changed",
		reference
	});
}
/** Hides a refused booking's notice on every page; the booking stays until it expires or is removed. */
async function dismissRefusedBooking(reference) {
	await updateRecord(reference, (old) => old.status === "refused" ? {
		...old,
		dismissed: true
	} : old);
	publishOutboxEvent({
		type: "changed",
		reference
	});
}
/** Ids the local endpoint accepts: it only checks they are present, as EmailJS does first. */
var localEmailIds = {
	publicKey: "local_public_key",
	serviceId: "local_service",
	templateId: "local_template"
};
var idVariables = [
	"VITE_EMAILJS_PUBLIC_KEY",
	"VITE_EMAILJS_SERVICE_ID",
	"VITE_EMAILJS_TEMPLATE_ID"
];
var text = (value) => typeof value === "string" ? value.trim() : "";
/** Resolves the configuration from env values and the page's (or worker's) own origin. */
function resolveEmailConfig(env, ownOrigin) {
	const [publicKey, serviceId, templateId] = idVariables.map((name) => text(env[name]));
	const missing = idVariables.filter((name) => text(env[name]) === "");
	if (missing.length === idVariables.length) return {
		ok: true,
		config: {
			mode: "local",
			...localEmailIds,
			origin: ownOrigin
		}
	};
	if (missing.length > 0) return {
		ok: false,
		problem: `EmailJS is misconfigured: missing ${missing.join(", ")}. Set all three of ${idVariables.join(", ")} (see .env.example), or none of them to use the local e-mail endpoint.`
	};
	const rawOrigin = text(env.VITE_EMAILJS_ORIGIN) || "https://api.emailjs.com";
	let origin;
	try {
		origin = new URL(rawOrigin);
	} catch {
		return {
			ok: false,
			problem: `EmailJS is misconfigured: VITE_EMAILJS_ORIGIN "${rawOrigin}" is not a URL.`
		};
	}
	if (origin.protocol !== "https:" && origin.protocol !== "http:") return {
		ok: false,
		problem: `EmailJS is misconfigured: VITE_EMAILJS_ORIGIN "${rawOrigin}" is not http(s).`
	};
	return {
		ok: true,
		config: {
			mode: "emailjs",
			publicKey,
			serviceId,
			templateId,
			origin: origin.origin
		}
	};
}
var resolved;
/** This build's configuration (resolved once; call only in the browser or the service worker). */
function getEmailConfig() {
	resolved ??= resolveEmailConfig({
		VITE_EMAILJS_PUBLIC_KEY: void 0,
		VITE_EMAILJS_SERVICE_ID: void 0,
		VITE_EMAILJS_TEMPLATE_ID: void 0,
		VITE_EMAILJS_ORIGIN: void 0
	}, self.location.origin);
	return resolved;
}
var checked = false;
/** Says at start, once per page or worker, how bookings will be sent, and loudly if they cannot be. */
function checkEmailConfig() {
	if (checked) return;
	checked = true;
	const result = getEmailConfig();
	if (!result.ok) console.error(`Error sending email: ${result.problem}`);
	else if (result.config.mode === "local") console.info("EmailJS ids are not set: bookings go to the local endpoint at /api/v1.0/email/send (served by `npm start` and `npm run dev`). See .env.example to use EmailJS.");
}
// src/features/booking/outbox/backoff.ts
var BACKOFF_BASE_MS = 5e3;
var BACKOFF_MAX_MS = 3e5;
var BACKOFF_MIN_MS = 1e3;
/**
* Delay before the next retry after `attempts` failed attempts, with full jitter: a random point
* below the exponential ceiling, so many phones coming back on the same campus Wi-Fi do not retry
* in lockstep and hit EmailJS's rate limit together.
*/
function backoffDelay(attempts, random = Math.random) {
	const exponent = Math.max(0, attempts - 1);
	const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.min(exponent, 16));
	return Math.max(BACKOFF_MIN_MS, Math.floor(random() * ceiling));
}
// src/features/booking/outbox/page-sender.ts
var loadSdkSender = () => import("./send-email-sdk-DVLdIOrT.js");
/** Starts loading the SDK sender ahead of a send: the booking page does, so a press waits only for the send. */
function preloadPageSender() {
	loadSdkSender().catch(() => void 0);
}
/**
* The page's sender: the EmailJS SDK, loaded on first use so pages without a booking never
* download it. A failed load is tried once more (most browsers fetch a failed module again), and
* otherwise throws a TypeError, a transient failure: the booking stays queued.
*/
var sendFromPage = async (params) => {
	const { sendWithSdk } = await loadSdkSender().catch(() => loadSdkSender());
	await sendWithSdk(params);
};
// src/features/booking/outbox/page-retry.ts
var timer;
var started = false;
/** Retries after the backoff delay for a booking that has failed `attempts` times. */
function scheduleRetry(attempts) {
	clearTimeout(timer);
	timer = setTimeout(() => void retryQueuedBookings().catch(() => scheduleRetry(attempts + 1)), backoffDelay(attempts));
}
/** Sends queued bookings now, unless another tab or the service worker is already at it. */
async function retryQueuedBookings() {
	clearTimeout(timer);
	if (!await isOutboxAvailable()) return;
	if ((await listQueued()).length === 0) return;
	const report = await flushOutbox(sendFromPage, { wait: false });
	if (!report.ran) scheduleRetry(1);
	else if (report.queued.length > 0) scheduleRetry(Math.min(...report.queued.map((item) => Math.max(1, item.attempts))));
}
/**
* The page's side of the outbox, once per page load: expires what is due, then sends queued
* bookings now, on 'online', when the page is shown again and on the backoff timer. `onLine` is
* only a hint: a failed send is what counts, and the timer covers a recovery no event announces.
*/
function startRetries() {
	if (started) return;
	started = true;
	checkEmailConfig();
	const retry = () => void retryQueuedBookings().catch((error) => {
		console.error("Error sending email: the booking outbox could not be read", error);
	});
	isOutboxAvailable().then(async (available) => {
		if (!available) return;
		await expireOutbox().catch(() => void 0);
		window.addEventListener("online", retry);
		document.addEventListener("visibilitychange", () => {
			if (document.visibilityState === "visible") retry();
		});
		retry();
	});
}
// src/features/booking/outbox/outbox.ts
var outbox_exports = /* @__PURE__ */ __exportAll({
	OUTBOX_SYNC_TAG: () => OUTBOX_SYNC_TAG,
	bookingState: () => bookingState,
	dismissRefusedBooking: () => dismissRefusedBooking,
	isOutboxAvailable: () => isOutboxAvailable,
	prepareToSend: () => prepareToSend,
	readOutbox: () => readOutbox,
	removeRefusedBooking: () => removeRefusedBooking,
	sendWithoutOutbox: () => sendWithoutOutbox,
	startOutbox: () => startOutbox,
	submitToOutbox: () => submitToOutbox,
	subscribeOutbox: () => subscribeOutbox,
	toBookingParams: () => toBookingParams
});
/** Starts the page's side once per page load, from the app shell: expiry, then retries of queued bookings. */
function startOutbox() {
	startRetries();
}
/** Loads what sending needs ahead of the first press (the booking page calls it). */
function prepareToSend() {
	preloadPageSender();
}
/**
* Stores a new booking, then sends it under the outbox lock: stored first, so a closed tab or a
* lost connection never loses it. Returns where it stands; a queued one is retried by this page.
*/
async function submitToOutbox(params) {
	const { reference } = params;
	await enqueueBooking(params);
	const report = await flushOutbox(sendFromPage, { wait: true });
	const state = report.sent.includes(reference) ? "sent" : await bookingState(reference);
	if (state === "queued") {
		publishOutboxEvent({
			type: "queued",
			reference
		});
		scheduleRetry(report.queued.find((item) => item.reference === reference)?.attempts ?? 1);
	}
	return state;
}
/**
* Sends a booking where no outbox can keep it (no IndexedDB or Web Locks). 'unsent' is not a
* booking state: a transient failure with nowhere to keep the booking, for the visitor to retry.
*/
async function sendWithoutOutbox(params) {
	try {
		await sendFromPage(params);
		return "sent";
	} catch (error) {
		const failure = classifyFailure(error);
		logSendError(params.reference, failure, error);
		return failure.kind === "permanent" ? "refused" : "unsent";
	}
}
/** Calls `listener` for every outbox event from any tab or the worker; returns the unsubscribe. */
function subscribeOutbox(listener) {
	return subscribeOutboxEvents(listener);
}
export { withTimeout as _, subscribeOutbox as a, dismissRefusedBooking as c, removeRefusedBooking as d, OUTBOX_SYNC_TAG as f, EmailConfigError as g, phoneProblem as h, submitToOutbox as i, isOutboxAvailable as l, phoneExample as m, prepareToSend as n, getEmailConfig as o, toBookingParams as p, sendWithoutOutbox as r, bookingState as s, outbox_exports as t, readOutbox as u };
