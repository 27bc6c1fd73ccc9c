import { _ as withTimeout, g as EmailConfigError, o as getEmailConfig } from "./outbox-DL92KCg4.js";
// node_modules/@emailjs/browser/es/models/EmailJSResponseStatus.js
var EmailJSResponseStatus = class {
	constructor(_status = 0, _text = "Network Error") {
		this.status = _status;
		this.text = _text;
	}
};
// node_modules/@emailjs/browser/es/utils/createWebStorage/createWebStorage.js
var createWebStorage = () => {
	if (typeof localStorage === "undefined") return;
	return {
		get: (key) => Promise.resolve(localStorage.getItem(key)),
		set: (key, value) => Promise.resolve(localStorage.setItem(key, value)),
		remove: (key) => Promise.resolve(localStorage.removeItem(key))
	};
};
// node_modules/@emailjs/browser/es/store/store.js
var store = {
	origin: "https://api.emailjs.com",
	blockHeadless: false,
	storageProvider: createWebStorage()
};
// node_modules/@emailjs/browser/es/utils/buildOptions/buildOptions.js
var buildOptions = (options) => {
	if (!options) return {};
	if (typeof options === "string") return { publicKey: options };
	if (options.toString() === "[object Object]") return options;
	return {};
};
// node_modules/@emailjs/browser/es/methods/init/init.js
/**
* EmailJS global SDK config
* @param {object} options - the EmailJS global SDK config options
* @param {string} origin - the non-default EmailJS origin
*/
var init = (options, origin = "https://api.emailjs.com") => {
	if (!options) return;
	const opts = buildOptions(options);
	store.publicKey = opts.publicKey;
	store.blockHeadless = opts.blockHeadless;
	store.storageProvider = opts.storageProvider;
	store.blockList = opts.blockList;
	store.limitRate = opts.limitRate;
	store.origin = opts.origin || origin;
};
// node_modules/@emailjs/browser/es/api/sendPost.js
var sendPost = async (url, data, headers = {}) => {
	const response = await fetch(store.origin + url, {
		method: "POST",
		headers,
		body: data
	});
	const message = await response.text();
	const responseStatus = new EmailJSResponseStatus(response.status, message);
	if (response.ok) return responseStatus;
	throw responseStatus;
};
// node_modules/@emailjs/browser/es/utils/validateParams/validateParams.js
var validateParams = (publicKey, serviceID, templateID) => {
	if (!publicKey || typeof publicKey !== "string") throw "The public key is required. Visit https://dashboard.emailjs.com/admin/account";
	if (!serviceID || typeof serviceID !== "string") throw "The service ID is required. Visit https://dashboard.emailjs.com/admin";
	if (!templateID || typeof templateID !== "string") throw "The template ID is required. Visit https://dashboard.emailjs.com/admin/templates";
};
// node_modules/@emailjs/browser/es/utils/validateTemplateParams/validateTemplateParams.js
var validateTemplateParams = (templateParams) => {
	if (templateParams && templateParams.toString() !== "[object Object]") throw "The template params have to be the object. Visit https://www.emailjs.com/docs/sdk/send/";
};
// node_modules/@emailjs/browser/es/utils/isHeadless/isHeadless.js
var isHeadless = (navigator) => {
	return navigator.webdriver || !navigator.languages || navigator.languages.length === 0;
};
// node_modules/@emailjs/browser/es/errors/headlessError/headlessError.js
var headlessError = () => {
	return new EmailJSResponseStatus(451, "Unavailable For Headless Browser");
};
// node_modules/@emailjs/browser/es/utils/validateBlockListParams/validateBlockListParams.js
var validateBlockListParams = (list, watchVariable) => {
	if (!Array.isArray(list)) throw "The BlockList list has to be an array";
	if (typeof watchVariable !== "string") throw "The BlockList watchVariable has to be a string";
};
// node_modules/@emailjs/browser/es/utils/isBlockedValueInParams/isBlockedValueInParams.js
var isBlockListDisabled = (options) => {
	return !options.list?.length || !options.watchVariable;
};
var getValue = (data, name) => {
	return data instanceof FormData ? data.get(name) : data[name];
};
var isBlockedValueInParams = (options, params) => {
	if (isBlockListDisabled(options)) return false;
	validateBlockListParams(options.list, options.watchVariable);
	const value = getValue(params, options.watchVariable);
	if (typeof value !== "string") return false;
	return options.list.includes(value);
};
// node_modules/@emailjs/browser/es/errors/blockedEmailError/blockedEmailError.js
var blockedEmailError = () => {
	return new EmailJSResponseStatus(403, "Forbidden");
};
// node_modules/@emailjs/browser/es/utils/validateLimitRateParams/validateLimitRateParams.js
var validateLimitRateParams = (throttle, id) => {
	if (typeof throttle !== "number" || throttle < 0) throw "The LimitRate throttle has to be a positive number";
	if (id && typeof id !== "string") throw "The LimitRate ID has to be a non-empty string";
};
// node_modules/@emailjs/browser/es/utils/isLimitRateHit/isLimitRateHit.js
var getLeftTime = async (id, throttle, storage) => {
	const lastTime = Number(await storage.get(id) || 0);
	return throttle - Date.now() + lastTime;
};
var isLimitRateHit = async (defaultID, options, storage) => {
	if (!options.throttle || !storage) return false;
	validateLimitRateParams(options.throttle, options.id);
	const id = options.id || defaultID;
	if (await getLeftTime(id, options.throttle, storage) > 0) return true;
	await storage.set(id, Date.now().toString());
	return false;
};
// node_modules/@emailjs/browser/es/errors/limitRateError/limitRateError.js
var limitRateError = () => {
	return new EmailJSResponseStatus(429, "Too Many Requests");
};
// node_modules/@emailjs/browser/es/methods/send/send.js
/**
* Send a template to the specific EmailJS service
* @param {string} serviceID - the EmailJS service ID
* @param {string} templateID - the EmailJS template ID
* @param {object} templateParams - the template params, what will be set to the EmailJS template
* @param {object} options - the EmailJS SDK config options
* @returns {Promise<EmailJSResponseStatus>}
*/
var send = async (serviceID, templateID, templateParams, options) => {
	const opts = buildOptions(options);
	const publicKey = opts.publicKey || store.publicKey;
	const blockHeadless = opts.blockHeadless || store.blockHeadless;
	const storageProvider = opts.storageProvider || store.storageProvider;
	const blockList = {
		...store.blockList,
		...opts.blockList
	};
	const limitRate = {
		...store.limitRate,
		...opts.limitRate
	};
	if (blockHeadless && isHeadless(navigator)) return Promise.reject(headlessError());
	validateParams(publicKey, serviceID, templateID);
	validateTemplateParams(templateParams);
	if (templateParams && isBlockedValueInParams(blockList, templateParams)) return Promise.reject(blockedEmailError());
	if (await isLimitRateHit(location.pathname, limitRate, storageProvider)) return Promise.reject(limitRateError());
	return sendPost("/api/v1.0/email/send", JSON.stringify({
		lib_version: "4.4.1",
		user_id: publicKey,
		service_id: serviceID,
		template_id: templateID,
		template_params: templateParams
	}), { "Content-type": "application/json" });
};
// src/features/booking/outbox/send-email-sdk.ts
var initialised;
/**
* The page's sender: @emailjs/browser's `send`, initialised once with the configured origin.
* Resolves on 2xx; rejects with the SDK's EmailJSResponseStatus, a network TypeError, its text
* error for a missing id, SendTimeoutError, or EmailConfigError.
*/
async function sendWithSdk(params) {
	const result = getEmailConfig();
	if (!result.ok) throw new EmailConfigError(result.problem);
	const { config } = result;
	if (initialised !== config) {
		init({
			publicKey: config.publicKey,
			blockHeadless: false
		}, config.origin);
		initialised = config;
	}
	await withTimeout(send(config.serviceId, config.templateId, params, { publicKey: config.publicKey }));
}
export { sendWithSdk };
