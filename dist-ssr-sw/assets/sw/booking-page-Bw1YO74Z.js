import { o as __toESM } from "./rolldown-runtime-C1I3wEg2.js";
import { A as Button, B as inferRootProviderDisplayName, D as Link, E as VisuallyHidden, F as dataAttr, H as upperFirst, I as isObject, J as createContext$2, L as createRecipeContext, M as Text, N as Heading, P as ariaAttr, R as EMPTY_SLOT_STYLES, U as Box, V as inferSlotRecipeComponentDisplayName, W as chakra, X as cx, at as require_dist, b as campusTowns, it as require_jsx_runtime, k as Container, m as listPhrase, q as useChakraContext, st as require_react, tt as mergeProps$1, x as site, z as getElementTypeDisplayName } from "./shared-DLhL8vjg.js";
import { D as collegeDate, E as clockLabel, F as weekdayOf, L as Stack, M as isCalendarDate, N as longDateLabel, O as collegeInstant, P as minutesOf, R as parts, S as whatsappHref, T as clock24, b as emailHref, g as useHydrated, h as useClientValue, j as dayMonthLabel, k as collegeMinutes, x as phoneHref, y as directionsHref, z as Grid } from "../../entry-server.js";
import { a as subscribeOutbox, f as OUTBOX_SYNC_TAG, h as phoneProblem, i as submitToOutbox, l as isOutboxAvailable, m as phoneExample, n as prepareToSend, p as toBookingParams, r as sendWithoutOutbox, s as bookingState } from "./outbox-DL92KCg4.js";
import { t as ContactLinks } from "./booking-contact-links-BZcvWonf.js";
// node_modules/@zag-js/utils/dist/guard.mjs
var isString = (v) => typeof v === "string";
var isFunction = (v) => typeof v === "function";
var hasProp = (obj, prop) => Object.prototype.hasOwnProperty.call(obj, prop);
Function.prototype.toString.call(Object);
// node_modules/@zag-js/utils/dist/functions.mjs
var callAll = (...fns) => (...a) => {
	fns.forEach(function(fn) {
		fn?.(...a);
	});
};
// node_modules/@ark-ui/react/dist/utils/create-context.js
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function getErrorMessage(hook, provider) {
	return `${hook} returned \`undefined\`. Seems you forgot to wrap component within ${provider}`;
}
function createContext$1(options = {}) {
	const { name, strict = true, hookName = "useContext", providerName = "Provider", errorMessage, defaultValue } = options;
	const Context = (0, import_react.createContext)(defaultValue);
	Context.displayName = name;
	function useContext$1() {
		const context = (0, import_react.useContext)(Context);
		if (!context && strict) {
			const error = new Error(errorMessage ?? getErrorMessage(hookName, providerName));
			error.name = "ContextError";
			if (hasProp(Error, "captureStackTrace") && isFunction(Error.captureStackTrace)) Error.captureStackTrace(error, useContext$1);
			throw error;
		}
		return context;
	}
	return [
		Context.Provider,
		useContext$1,
		Context
	];
}
// node_modules/@ark-ui/react/dist/providers/environment/use-environment-context.js
var [EnvironmentContextProvider, useEnvironmentContext] = createContext$1({
	name: "EnvironmentContext",
	hookName: "useEnvironmentContext",
	providerName: "<EnvironmentProvider />",
	strict: false,
	defaultValue: {
		getRootNode: () => document,
		getDocument: () => document,
		getWindow: () => window
	}
});
// node_modules/@ark-ui/react/dist/utils/compose-refs.js
function composeRefs(...refs) {
	return (node) => {
		const cleanUps = [];
		let hasCustomCleanUp = false;
		for (const ref of refs) if (typeof ref === "function") {
			const cb = ref(node);
			if (typeof cb === "function") {
				hasCustomCleanUp = true;
				cleanUps.push(cb);
			} else cleanUps.push(() => ref(null));
		} else if (ref) {
			ref.current = node;
			cleanUps.push(() => {
				ref.current = null;
			});
		}
		if (hasCustomCleanUp) return () => {
			for (const cleanUp of cleanUps) cleanUp();
		};
	};
}
function useComposedRefs(...refs) {
	return (0, import_react.useCallback)(composeRefs(...refs), refs);
}
// node_modules/@zag-js/core/dist/merge-props.mjs
var clsx = (...args) => args.map((str) => str?.trim?.()).filter(Boolean).join(" ");
var ownedBy = (...args) => Array.from(new Set(clsx(...args).split(/\s+/).filter(Boolean))).join(" ");
var CSS_REGEX = /((?:--)?(?:\w+-?)+)\s*:\s*([^;]*)/g;
var serialize = (style) => {
	const res = {};
	let match;
	while (match = CSS_REGEX.exec(style)) res[match[1]] = match[2];
	return res;
};
var css = (a, b) => {
	if (isString(a)) {
		if (isString(b)) return `${a};${b}`;
		a = serialize(a);
	} else if (isString(b)) b = serialize(b);
	return Object.assign({}, a ?? {}, b ?? {});
};
function mergeProps(...args) {
	let result = {};
	for (let props of args) {
		if (!props) continue;
		for (let key in result) {
			if (key.startsWith("on") && typeof result[key] === "function" && typeof props[key] === "function") {
				result[key] = callAll(props[key], result[key]);
				continue;
			}
			if (key === "className" || key === "class") {
				result[key] = clsx(result[key], props[key]);
				continue;
			}
			if (key === "style") {
				result[key] = css(result[key], props[key]);
				continue;
			}
			if (key === "data-ownedby") {
				result[key] = ownedBy(result[key], props[key]);
				continue;
			}
			result[key] = props[key] !== void 0 ? props[key] : result[key];
		}
		for (let key in props) if (result[key] === void 0) result[key] = props[key];
		const symbols = Object.getOwnPropertySymbols(props);
		for (let symbol of symbols) result[symbol] = props[symbol];
	}
	return result;
}
// node_modules/@zag-js/dom-query/dist/node.mjs
var ELEMENT_NODE = 1;
var DOCUMENT_NODE = 9;
var DOCUMENT_FRAGMENT_NODE = 11;
var isHTMLElement = (el) => isObject(el) && el.nodeType === ELEMENT_NODE && typeof el.nodeName === "string";
var isDocument = (el) => isObject(el) && el.nodeType === DOCUMENT_NODE;
var isWindow = (el) => isObject(el) && el === el.window;
var isNode = (el) => isObject(el) && el.nodeType !== void 0;
var isShadowRoot = (el) => isNode(el) && el.nodeType === DOCUMENT_FRAGMENT_NODE && "host" in el;
function getDocument(el) {
	if (isDocument(el)) return el;
	if (isWindow(el)) return el.document;
	return el?.ownerDocument ?? document;
}
function getWindow(el) {
	if (isShadowRoot(el)) return getWindow(el.host);
	if (isDocument(el)) return el.defaultView ?? window;
	if (isHTMLElement(el)) return el.ownerDocument?.defaultView ?? window;
	return window;
}
// node_modules/@zag-js/dom-query/dist/computed-style.mjs
var styleCache = /* @__PURE__ */ new WeakMap();
function getComputedStyle(el) {
	if (!styleCache.has(el)) styleCache.set(el, getWindow(el).getComputedStyle(el));
	return styleCache.get(el);
}
// node_modules/@ark-ui/react/dist/components/factory.js
function getRef(element) {
	let getter = Object.getOwnPropertyDescriptor(element.props, "ref")?.get;
	let mayWarn = getter && "isReactWarning" in getter && getter.isReactWarning;
	if (mayWarn) return element.ref;
	getter = Object.getOwnPropertyDescriptor(element, "ref")?.get;
	mayWarn = getter && "isReactWarning" in getter && getter.isReactWarning;
	if (mayWarn) return element.props.ref;
	return element.props.ref || element.ref;
}
var REACT_LAZY_TYPE = Symbol.for("react.lazy");
function isLazyElement(children) {
	return typeof children === "object" && children !== null && "$$typeof" in children && children.$$typeof === REACT_LAZY_TYPE;
}
function getAsChild(children) {
	if ((0, import_react.isValidElement)(children)) return children;
	if (isLazyElement(children)) return import_react.Children.toArray(children).find(import_react.isValidElement);
}
var withAsChild = (Component) => {
	const Comp = (0, import_react.memo)((0, import_react.forwardRef)((props, ref) => {
		const { asChild, children, ...restProps } = props;
		const onlyChild = asChild ? getAsChild(children) : void 0;
		const childRef = onlyChild ? getRef(onlyChild) : void 0;
		const composedRef = useComposedRefs(ref, childRef);
		if (!asChild) return (0, import_react.createElement)(Component, {
			...restProps,
			ref
		}, children);
		if (!onlyChild) return null;
		return (0, import_react.cloneElement)(onlyChild, {
			...mergeProps(restProps, onlyChild.props),
			ref: ref ? composedRef : childRef
		});
	}));
	Comp.displayName = Component.displayName || Component.name;
	return Comp;
};
var jsxFactory = () => {
	const cache = /* @__PURE__ */ new Map();
	return new Proxy(withAsChild, {
		apply(_target, _thisArg, argArray) {
			return withAsChild(argArray[0]);
		},
		get(_, element) {
			const asElement = element;
			if (!cache.has(asElement)) cache.set(asElement, withAsChild(asElement));
			return cache.get(asElement);
		}
	});
};
var ark = jsxFactory();
// node_modules/@ark-ui/react/dist/_virtual/_rolldown/runtime.js
var __defProp = Object.defineProperty;
var __exportAll = (all, no_symbols) => {
	let target = {};
	for (var name in all) __defProp(target, name, {
		get: all[name],
		enumerable: true
	});
	if (!no_symbols) __defProp(target, Symbol.toStringTag, { value: "Module" });
	return target;
};
// node_modules/@ark-ui/react/dist/utils/create-split-props.js
var createSplitProps = () => (props, keys) => keys.reduce((previousValue, currentValue) => {
	const [target, source] = previousValue;
	const key = currentValue;
	if (source[key] !== void 0) target[key] = source[key];
	delete source[key];
	return [target, source];
}, [{}, { ...props }]);
// node_modules/@zag-js/auto-resize/dist/autoresize-textarea.mjs
var autoresizeTextarea = (el) => {
	if (!el) return;
	const style = getComputedStyle(el);
	const win = getWindow(el);
	const doc = getDocument(el);
	const resize = () => {
		requestAnimationFrame(() => {
			el.style.height = "auto";
			let newHeight;
			if (style.boxSizing === "content-box") newHeight = el.scrollHeight - (parseFloat(style.paddingTop) + parseFloat(style.paddingBottom));
			else newHeight = el.scrollHeight + parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth);
			if (style.maxHeight !== "none" && newHeight > parseFloat(style.maxHeight)) {
				if (style.overflowY === "hidden") el.style.overflowY = "scroll";
				newHeight = parseFloat(style.maxHeight);
			} else if (style.overflowY !== "hidden") el.style.overflowY = "hidden";
			el.style.height = `${newHeight}px`;
		});
	};
	el.addEventListener("input", resize);
	el.form?.addEventListener("reset", resize);
	const ownDescriptor = Object.getOwnPropertyDescriptor(el, "value");
	const descriptor = ownDescriptor?.set ? ownDescriptor : Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), "value");
	if (descriptor?.set) Object.defineProperty(el, "value", {
		...descriptor,
		set(newValue) {
			descriptor.set?.call(this, newValue);
			resize();
		}
	});
	const resizeObserver = new win.ResizeObserver(() => {
		requestAnimationFrame(() => resize());
	});
	resizeObserver.observe(el);
	const attrObserver = new win.MutationObserver(() => resize());
	attrObserver.observe(el, {
		attributes: true,
		attributeFilter: ["rows", "placeholder"]
	});
	doc.fonts?.addEventListener("loadingdone", resize);
	return () => {
		el.removeEventListener("input", resize);
		el.form?.removeEventListener("reset", resize);
		doc.fonts?.removeEventListener("loadingdone", resize);
		resizeObserver.disconnect();
		attrObserver.disconnect();
	};
};
// node_modules/@ark-ui/react/dist/utils/use-safe-layout-effect.js
var useSafeLayoutEffect = typeof window !== "undefined" ? import_react.useLayoutEffect : import_react.useEffect;
// node_modules/@ark-ui/react/dist/components/fieldset/use-fieldset-context.js
var [FieldsetProvider, useFieldsetContext] = createContext$1({
	name: "FieldsetContext",
	hookName: "useFieldsetContext",
	providerName: "<FieldsetProvider />",
	strict: false
});
// node_modules/@ark-ui/react/dist/components/field/use-field-context.js
var [FieldProvider, useFieldContext] = createContext$1({
	name: "FieldContext",
	hookName: "useFieldContext",
	providerName: "<FieldProvider />",
	strict: false
});
// node_modules/@ark-ui/react/dist/components/field/field-context.js
var FieldContext = (props) => props.children(useFieldContext());
// node_modules/@ark-ui/react/dist/components/field/field-error-text.js
var import_jsx_runtime = require_jsx_runtime();
var FieldErrorText$1 = (0, import_react.forwardRef)((props, ref) => {
	const field = useFieldContext();
	const mergedProps = mergeProps(field.getErrorTextProps(), props);
	if (field?.invalid) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.span, {
		...mergedProps,
		ref
	});
	return null;
});
FieldErrorText$1.displayName = "FieldErrorText";
// node_modules/@ark-ui/react/dist/components/field/field-helper-text.js
var FieldHelperText$1 = (0, import_react.forwardRef)((props, ref) => {
	const mergedProps = mergeProps(useFieldContext()?.getHelperTextProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.span, {
		...mergedProps,
		ref
	});
});
FieldHelperText$1.displayName = "FieldHelperText";
// node_modules/@ark-ui/react/dist/components/field/field-input.js
var FieldInput = (0, import_react.forwardRef)((props, ref) => {
	const mergedProps = mergeProps(useFieldContext()?.getInputProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.input, {
		...mergedProps,
		ref
	});
});
FieldInput.displayName = "FieldInput";
// node_modules/@ark-ui/react/dist/components/field/field-item.js
var FieldItem = (props) => {
	const { value, children } = props;
	const parentField = useFieldContext();
	const itemField = (0, import_react.useMemo)(() => {
		if (!parentField) throw new Error("Field.Item must be used within Field.Root");
		const controlId = `field::${parentField.ids.control}::item::${value}`;
		const labelId = `${controlId}::label`;
		const getControlProps = () => ({
			...parentField.getInputProps(),
			id: controlId
		});
		return {
			...parentField,
			ids: {
				...parentField.ids,
				control: controlId,
				label: labelId
			},
			getLabelProps: () => ({
				...parentField.getLabelProps(),
				id: labelId,
				htmlFor: controlId
			}),
			getInputProps: () => ({
				...getControlProps(),
				...parts.input.attrs
			}),
			getSelectProps: () => ({
				...getControlProps(),
				...parts.select.attrs
			}),
			getTextareaProps: () => ({
				...getControlProps(),
				...parts.textarea.attrs
			})
		};
	}, [parentField, value]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldProvider, {
		value: itemField,
		children
	});
};
FieldItem.displayName = "FieldItem";
// node_modules/@ark-ui/react/dist/components/field/field-label.js
var FieldLabel$1 = (0, import_react.forwardRef)((props, ref) => {
	const mergedProps = mergeProps(useFieldContext()?.getLabelProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.label, {
		...mergedProps,
		ref
	});
});
FieldLabel$1.displayName = "FieldLabel";
// node_modules/@ark-ui/react/dist/components/field/field-required-indicator.js
var FieldRequiredIndicator$1 = (0, import_react.forwardRef)(({ fallback, ...props }, ref) => {
	const field = useFieldContext();
	if (!field.required) return fallback;
	const mergedProps = mergeProps(field.getRequiredIndicatorProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.span, {
		...mergedProps,
		ref,
		children: props.children ?? "*"
	});
});
FieldRequiredIndicator$1.displayName = "FieldRequiredIndicator";
// node_modules/@ark-ui/react/dist/components/field/use-field.js
var useField = (props = {}) => {
	const fieldset = useFieldsetContext();
	const env = useEnvironmentContext();
	const { ids, target, disabled = Boolean(fieldset?.disabled), invalid = false, readOnly = false, required = false } = props;
	const [hasErrorText, setHasErrorText] = (0, import_react.useState)(false);
	const [hasHelperText, setHasHelperText] = (0, import_react.useState)(false);
	const uid = (0, import_react.useId)();
	const id = props.id ?? uid;
	const rootRef = (0, import_react.useRef)(null);
	const rootId = ids?.control ?? `field::${id}`;
	const errorTextId = ids?.errorText ?? `field::${id}::error-text`;
	const helperTextId = ids?.helperText ?? `field::${id}::helper-text`;
	const labelId = ids?.label ?? `field::${id}::label`;
	useSafeLayoutEffect(() => {
		const rootNode = rootRef.current;
		if (!rootNode) return;
		const checkTextElements = () => {
			const docOrShadowRoot = env.getRootNode();
			setHasErrorText(!!docOrShadowRoot.getElementById(errorTextId));
			setHasHelperText(!!docOrShadowRoot.getElementById(helperTextId));
		};
		checkTextElements();
		const observer = new (env.getWindow()).MutationObserver(checkTextElements);
		observer.observe(rootNode, {
			childList: true,
			subtree: true
		});
		return () => observer.disconnect();
	}, [
		env,
		errorTextId,
		helperTextId
	]);
	const getRootProps = (0, import_react.useMemo)(() => () => ({
		...parts.root.attrs,
		id: rootId,
		ref: rootRef,
		role: "group",
		"data-disabled": dataAttr(disabled),
		"data-invalid": dataAttr(invalid),
		"data-readonly": dataAttr(readOnly)
	}), [
		disabled,
		invalid,
		readOnly,
		rootId
	]);
	const targetControlId = target ? `field::${id}::item::${target}` : void 0;
	const getLabelProps = (0, import_react.useMemo)(() => () => ({
		...parts.label.attrs,
		id: labelId,
		"data-disabled": dataAttr(disabled),
		"data-invalid": dataAttr(invalid),
		"data-readonly": dataAttr(readOnly),
		"data-required": dataAttr(required),
		htmlFor: targetControlId ?? id
	}), [
		disabled,
		invalid,
		readOnly,
		required,
		id,
		labelId,
		targetControlId
	]);
	const errorMessageId = hasErrorText && invalid ? errorTextId : void 0;
	const getControlProps = (0, import_react.useMemo)(() => () => ({
		"aria-describedby": hasHelperText ? helperTextId : void 0,
		"aria-errormessage": errorMessageId,
		"aria-invalid": ariaAttr(invalid),
		"data-invalid": dataAttr(invalid),
		"data-required": dataAttr(required),
		"data-readonly": dataAttr(readOnly),
		id,
		required,
		disabled,
		readOnly
	}), [
		hasHelperText,
		helperTextId,
		invalid,
		required,
		readOnly,
		id,
		errorMessageId,
		disabled
	]);
	const getInputProps = (0, import_react.useMemo)(() => () => ({
		...getControlProps(),
		...parts.input.attrs
	}), [getControlProps]);
	const getTextareaProps = (0, import_react.useMemo)(() => () => ({
		...getControlProps(),
		...parts.textarea.attrs
	}), [getControlProps]);
	const getSelectProps = (0, import_react.useMemo)(() => () => ({
		...getControlProps(),
		...parts.select.attrs
	}), [getControlProps]);
	const getHelperTextProps = (0, import_react.useMemo)(() => () => ({
		id: helperTextId,
		...parts.helperText.attrs,
		"data-disabled": dataAttr(disabled)
	}), [disabled, helperTextId]);
	const getErrorTextProps = (0, import_react.useMemo)(() => () => ({
		id: errorTextId,
		...parts.errorText.attrs,
		"aria-live": "polite"
	}), [errorTextId]);
	const getRequiredIndicatorProps = (0, import_react.useMemo)(() => () => ({
		"aria-hidden": true,
		...parts.requiredIndicator.attrs
	}), []);
	return {
		ariaDescribedby: hasHelperText ? helperTextId : void 0,
		ids: {
			root: rootId,
			control: id,
			label: labelId,
			errorText: errorTextId,
			helperText: helperTextId
		},
		refs: { rootRef },
		disabled,
		invalid,
		readOnly,
		required,
		getLabelProps,
		getRootProps,
		getInputProps,
		getTextareaProps,
		getSelectProps,
		getHelperTextProps,
		getErrorTextProps,
		getRequiredIndicatorProps
	};
};
// node_modules/@ark-ui/react/dist/components/field/field-root.js
var splitRootProps = createSplitProps();
var FieldRoot$1 = (0, import_react.forwardRef)((props, ref) => {
	const [useFieldProps, localProps] = splitRootProps(props, [
		"id",
		"ids",
		"disabled",
		"invalid",
		"readOnly",
		"required",
		"target"
	]);
	const field = useField(useFieldProps);
	const mergedProps = mergeProps(field.getRootProps(), localProps);
	const composedRefs = useComposedRefs(ref, field.refs.rootRef);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldProvider, {
		value: field,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
			...mergedProps,
			ref: composedRefs
		})
	});
});
FieldRoot$1.displayName = "FieldRoot";
// node_modules/@ark-ui/react/dist/components/field/field-root-provider.js
var splitRootProviderProps = createSplitProps();
var FieldRootProvider = (0, import_react.forwardRef)((props, ref) => {
	const [{ value: field }, localProps] = splitRootProviderProps(props, ["value"]);
	const mergedProps = mergeProps(field.getRootProps(), localProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldProvider, {
		value: field,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
			...mergedProps,
			ref
		})
	});
});
FieldRootProvider.displayName = "FieldRootProvider";
// node_modules/@ark-ui/react/dist/components/field/field-select.js
var FieldSelect = (0, import_react.forwardRef)((props, ref) => {
	const mergedProps = mergeProps(useFieldContext()?.getSelectProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.select, {
		...mergedProps,
		ref
	});
});
FieldSelect.displayName = "FieldSelect";
// node_modules/@ark-ui/react/dist/components/field/field-textarea.js
var FieldTextarea = (0, import_react.forwardRef)((props, ref) => {
	const { autoresize, ...textareaProps } = props;
	const textareaRef = (0, import_react.useRef)(null);
	const mergedProps = mergeProps(useFieldContext()?.getTextareaProps(), { style: { resize: autoresize ? "none" : void 0 } }, textareaProps);
	const composedRefs = useComposedRefs(ref, textareaRef);
	(0, import_react.useEffect)(() => {
		if (!autoresize) return;
		return autoresizeTextarea(textareaRef.current);
	}, [autoresize]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.textarea, {
		...mergedProps,
		ref: composedRefs
	});
});
FieldTextarea.displayName = "FieldTextarea";
// node_modules/@ark-ui/react/dist/components/field/field.js
var field_exports = /* @__PURE__ */ __exportAll({
	Context: () => FieldContext,
	ErrorText: () => FieldErrorText$1,
	HelperText: () => FieldHelperText$1,
	Input: () => FieldInput,
	Item: () => FieldItem,
	Label: () => FieldLabel$1,
	RequiredIndicator: () => FieldRequiredIndicator$1,
	Root: () => FieldRoot$1,
	RootProvider: () => FieldRootProvider,
	Select: () => FieldSelect,
	Textarea: () => FieldTextarea
});
// node_modules/@chakra-ui/react/dist/esm/styled-system/use-slot-recipe.js
function useSlotRecipe(options) {
	const { key, recipe: recipeProp } = options;
	const sys = useChakraContext();
	return (0, import_react.useMemo)(() => {
		if (recipeProp) return sys.sva(recipeProp);
		if (key != null) return sys.getSlotRecipeFn(key);
		return sys.sva({ slots: [] });
	}, [
		key,
		recipeProp,
		sys
	]);
}
// node_modules/@chakra-ui/react/dist/esm/styled-system/create-slot-recipe-context.js
var createSlotRecipeContext = (options) => {
	const { key: recipeKey, recipe: recipeConfig } = options;
	const contextName = upperFirst(recipeKey || recipeConfig.className || "Component");
	const [StylesProvider, useStyles] = createContext$2({
		name: `${contextName}StylesContext`,
		errorMessage: `use${contextName}Styles returned is 'undefined'. Seems you forgot to wrap the components in "<${contextName}.Root />" `
	});
	const [ClassNamesProvider, useClassNames] = createContext$2({
		name: `${contextName}ClassNameContext`,
		errorMessage: `use${contextName}ClassNames returned is 'undefined'. Seems you forgot to wrap the components in "<${contextName}.Root />" `,
		strict: false
	});
	const [PropsProvider, usePropsContext] = createContext$2({
		strict: false,
		name: `${contextName}PropsContext`,
		providerName: `${contextName}PropsContext`,
		defaultValue: {}
	});
	function useRecipeResult(props) {
		const { unstyled, ...restProps } = props;
		const slotRecipe = useSlotRecipe({
			key: recipeKey,
			recipe: restProps.recipe || recipeConfig
		});
		const [variantProps, otherProps] = (0, import_react.useMemo)(() => slotRecipe.splitVariantProps(restProps), [restProps, slotRecipe]);
		return {
			styles: (0, import_react.useMemo)(() => unstyled ? EMPTY_SLOT_STYLES : slotRecipe(variantProps), [
				unstyled,
				variantProps,
				slotRecipe
			]),
			classNames: slotRecipe.classNameMap,
			props: otherProps
		};
	}
	function withRootProvider(Component, options2 = {}) {
		const { defaultProps, displayName: displayNameOverride } = options2;
		const innerName = getElementTypeDisplayName(Component);
		const inferredDisplayName = inferRootProviderDisplayName(contextName, innerName);
		const StyledComponent = (inProps) => {
			const propsContext = usePropsContext();
			const { styles, classNames, props: rootProps } = useRecipeResult((0, import_react.useMemo)(() => mergeProps$1(defaultProps, propsContext, inProps), [propsContext, inProps]));
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StylesProvider, {
				value: styles,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ClassNamesProvider, {
					value: classNames,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Component, { ...rootProps })
				})
			});
		};
		StyledComponent.displayName = displayNameOverride ?? inferredDisplayName ?? innerName;
		return StyledComponent;
	}
	const withProvider = (Component, slot, options2) => {
		const { defaultProps, displayName: displayNameOverride, wrapElement, ...restOptions } = options2 ?? {};
		const inferredDisplayName = inferSlotRecipeComponentDisplayName(contextName, String(slot));
		const SuperComponent = chakra(Component, {}, restOptions);
		const StyledComponent = (0, import_react.forwardRef)((inProps, ref) => {
			const propsContext = usePropsContext();
			const props = (0, import_react.useMemo)(() => mergeProps$1(defaultProps ?? {}, propsContext, inProps), [propsContext, inProps]);
			const { styles, props: rootProps, classNames } = useRecipeResult(props);
			const className = classNames[slot];
			const element = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StylesProvider, {
				value: styles,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ClassNamesProvider, {
					value: classNames,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SuperComponent, {
						ref,
						...rootProps,
						css: [styles[slot], props.css],
						className: cx(props.className, className)
					})
				})
			});
			return wrapElement?.(element, props) ?? element;
		});
		StyledComponent.displayName = displayNameOverride ?? inferredDisplayName ?? getElementTypeDisplayName(Component);
		return StyledComponent;
	};
	const withContext = (Component, slot, options2) => {
		const { displayName: displayNameOverride, ...chakraOptions } = options2 ?? {};
		const inferredDisplayName = slot != null && slot !== "" ? inferSlotRecipeComponentDisplayName(contextName, String(slot)) : contextName;
		const SuperComponent = chakra(Component, {}, chakraOptions);
		const StyledComponent = (0, import_react.forwardRef)((props, ref) => {
			const { unstyled, ...restProps } = props;
			const styles = useStyles();
			const className = useClassNames()?.[slot];
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SuperComponent, {
				...restProps,
				css: [!unstyled && slot ? styles[slot] : void 0, props.css],
				ref,
				className: cx(props.className, className)
			});
		});
		StyledComponent.displayName = displayNameOverride ?? inferredDisplayName ?? getElementTypeDisplayName(Component);
		return StyledComponent;
	};
	return {
		StylesProvider,
		ClassNamesProvider,
		PropsProvider,
		usePropsContext,
		useRecipeResult,
		withProvider,
		withContext,
		withRootProvider,
		useStyles,
		useClassNames
	};
};
// node_modules/@chakra-ui/react/dist/esm/components/icons.js
var ChevronDownIcon = (props) => {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.svg, {
		viewBox: "0 0 24 24",
		fill: "none",
		stroke: "currentColor",
		strokeWidth: "2",
		strokeLinecap: "round",
		strokeLinejoin: "round",
		...props,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "m6 9 6 6 6-6" })
	});
};
// node_modules/@chakra-ui/react/dist/esm/components/icon/icon.js
var { useRecipeResult, PropsProvider: PropsProvider$4 } = createRecipeContext({ key: "icon" });
var Icon = import_react.forwardRef(function Icon2(props, ref) {
	const { styles, className, props: otherProps } = useRecipeResult({
		asChild: !props.as,
		...props
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.svg, {
		ref,
		focusable: false,
		"aria-hidden": "true",
		...otherProps,
		css: [styles, props.css],
		className: cx(className, props.className)
	});
});
// node_modules/@chakra-ui/react/dist/esm/components/icon/create-icon.js
function createIcon(options) {
	const { viewBox = "0 0 24 24", d: pathDefinition, displayName, defaultProps = {} } = options;
	const path = import_react.Children.toArray(options.path);
	const Comp = (0, import_react.forwardRef)((props, ref) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
		ref,
		asChild: false,
		viewBox,
		...defaultProps,
		...props,
		children: path.length ? path : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
			fill: "currentColor",
			d: pathDefinition
		})
	}));
	Comp.displayName = displayName;
	return Comp;
}
// node_modules/@chakra-ui/react/dist/esm/components/field/field.js
var { withProvider: withProvider$1, withContext: withContext$2, useStyles: useFieldStyles, useClassNames: useClassNames$1, PropsProvider: PropsProvider$3 } = createSlotRecipeContext({ key: "field" });
var FieldRoot = withProvider$1(field_exports.Root, "root", { forwardAsChild: true });
var FieldLabel = withContext$2(field_exports.Label, "label", { forwardAsChild: true });
var FieldHelperText = withContext$2(field_exports.HelperText, "helperText", { forwardAsChild: true });
var FieldErrorText = withContext$2(field_exports.ErrorText, "errorText", { forwardAsChild: true });
createIcon({
	d: "M11.983,0a12.206,12.206,0,0,0-8.51,3.653A11.8,11.8,0,0,0,0,12.207,11.779,11.779,0,0,0,11.8,24h.214A12.111,12.111,0,0,0,24,11.791h0A11.766,11.766,0,0,0,11.983,0ZM10.5,16.542a1.476,1.476,0,0,1,1.449-1.53h.027a1.527,1.527,0,0,1,1.523,1.47,1.475,1.475,0,0,1-1.449,1.53h-.027A1.529,1.529,0,0,1,10.5,16.542ZM11,12.5v-6a1,1,0,0,1,2,0v6a1,1,0,1,1-2,0Z",
	defaultProps: { boxSize: "1em" }
});
var FieldRequiredIndicator = (0, import_react.forwardRef)(function RequiredIndicator(props, ref) {
	const { fallback, children = "*", ...restProps } = props;
	const field = useFieldContext();
	const classNames = useClassNames$1();
	const styles = useFieldStyles();
	if (!field?.required) return fallback;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.span, {
		ref,
		"aria-hidden": "true",
		...restProps,
		className: cx(classNames.requiredIndicator, props.className),
		css: [styles.requiredIndicator, props.css],
		children
	});
});
// node_modules/@chakra-ui/react/dist/esm/components/input/input.js
var { withContext: withContext$1, PropsProvider: PropsProvider$2 } = createRecipeContext({ key: "input" });
var Input = withContext$1(field_exports.Input);
// node_modules/@chakra-ui/react/dist/esm/components/native-select/native-select.js
var [NativeSelectBasePropsProvider, useNativeSelectBaseProps] = createContext$2({
	name: "NativeSelectBasePropsContext",
	hookName: "useNativeSelectBaseProps",
	providerName: "<NativeSelectRoot />",
	strict: false
});
var { withProvider, useClassNames, useStyles: useNativeSelectStyles, PropsProvider: PropsProvider$1 } = createSlotRecipeContext({ key: "nativeSelect" });
var NativeSelectRoot = withProvider("div", "root", { wrapElement(element, props) {
	const field = useFieldContext();
	const disabled = Boolean(field?.disabled ?? props.disabled);
	const invalid = Boolean(field?.invalid ?? props.invalid);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectBasePropsProvider, {
		value: {
			disabled,
			invalid
		},
		children: element
	});
} });
var StyledSelect = chakra(field_exports.Select, {}, { forwardAsChild: true });
var NativeSelectField = (0, import_react.forwardRef)(function NativeSelectField2(props, ref) {
	const { children, placeholder, unstyled, ...restProps } = props;
	const { disabled, invalid } = useNativeSelectBaseProps();
	const styles = useNativeSelectStyles();
	const classNames = useClassNames();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(StyledSelect, {
		disabled,
		"data-invalid": dataAttr(invalid),
		...restProps,
		ref,
		className: cx(classNames.field, props.className),
		css: [!unstyled ? styles.field : void 0, props.css],
		children: [placeholder && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
			value: "",
			children: placeholder
		}), children]
	});
});
function NativeSelectIndicator(props) {
	const { unstyled, ...restProps } = props;
	const styles = useNativeSelectStyles();
	const { disabled, invalid } = useNativeSelectBaseProps();
	const classNames = useClassNames();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.div, {
		...restProps,
		"data-disabled": dataAttr(disabled),
		"data-invalid": dataAttr(invalid),
		className: cx(classNames.indicator, props.className),
		css: [!unstyled ? styles.indicator : void 0, props.css],
		children: props.children ?? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronDownIcon, {})
	});
}
// node_modules/@chakra-ui/react/dist/esm/components/textarea/textarea.js
var { withContext, PropsProvider } = createRecipeContext({ key: "textarea" });
var Textarea = withContext(field_exports.Textarea);
// src/content/booking-options.ts
var import_dist = require_dist();
/** The booking form's choices, exactly as the college's brief lists them, in that order. */
/** Nine preferred times, 9:00 AM through 5:00 PM on the hour. */
var timeOptions = [
	"9:00 AM",
	"10:00 AM",
	"11:00 AM",
	"12:00 PM",
	"1:00 PM",
	"2:00 PM",
	"3:00 PM",
	"4:00 PM",
	"5:00 PM"
];
/** Twelve areas of interest; course and corporate links prefill the form with one of these. */
var interestOptions = [
	"Web Development",
	"Graphic Design",
	"Digital Marketing",
	"Cybersecurity",
	"Software Development",
	"Data Science",
	"Networking",
	"Office Applications",
	"Video Editing",
	"AutoCAD",
	"Corporate Training",
	"Other"
];
/** Narrows untrusted text (a query string, say) to an interest option, or undefined. */
function toInterestOption(value) {
	return interestOptions.find((option) => option === value);
}
// src/features/booking/booking-values.ts
var emptyBookingValues = {
	name: "",
	email: "",
	phone: "",
	campus: "",
	date: "",
	time: "",
	interest: "",
	message: ""
};
var maxLengths = {
	name: 100,
	email: 254,
	phone: 20,
	message: 1e3
};
// src/content/closures.ts
var closures = { "closures": [
	{
		"name": "New Year's Day",
		"date": "2026-01-01",
		"lang": "en"
	},
	{
		"name": "Idd-ul-Fitr (expected)",
		"date": "2026-03-20",
		"lang": "en"
	},
	{
		"name": "Good Friday",
		"date": "2026-04-03",
		"lang": "en"
	},
	{
		"name": "Easter Monday",
		"date": "2026-04-06",
		"lang": "en"
	},
	{
		"name": "Labour Day",
		"date": "2026-05-01",
		"lang": "en"
	},
	{
		"name": "Madaraka Day",
		"date": "2026-06-01",
		"lang": "en"
	},
	{
		"name": "Mazingira Day",
		"date": "2026-10-10",
		"lang": "en"
	},
	{
		"name": "Mashujaa Day",
		"date": "2026-10-20",
		"lang": "en"
	},
	{
		"name": "Jamhuri Day",
		"date": "2026-12-12",
		"lang": "en"
	},
	{
		"name": "Christmas Day",
		"date": "2026-12-25",
		"lang": "en"
	},
	{
		"name": "Boxing Day",
		"date": "2026-12-26",
		"lang": "en"
	},
	{
		"name": "New Year's Day",
		"date": "2027-01-01",
		"lang": "en"
	},
	{
		"name": "Idd-ul-Fitr (expected)",
		"date": "2027-03-10",
		"lang": "en"
	},
	{
		"name": "Good Friday",
		"date": "2027-03-26",
		"lang": "en"
	},
	{
		"name": "Easter Monday",
		"date": "2027-03-29",
		"lang": "en"
	},
	{
		"name": "Labour Day",
		"date": "2027-05-01",
		"lang": "en"
	},
	{
		"name": "Madaraka Day",
		"date": "2027-06-01",
		"lang": "en"
	},
	{
		"name": "Mazingira Day (kept on Monday)",
		"date": "2027-10-11",
		"lang": "en"
	},
	{
		"name": "Mashujaa Day",
		"date": "2027-10-20",
		"lang": "en"
	},
	{
		"name": "Jamhuri Day (kept on Monday)",
		"date": "2027-12-13",
		"lang": "en"
	},
	{
		"name": "Christmas Day",
		"date": "2027-12-25",
		"lang": "en"
	},
	{
		"name": "Boxing Day (kept on Monday)",
		"date": "2027-12-27",
		"lang": "en"
	},
	{
		"name": "New Year's Day",
		"date": "2028-01-01",
		"lang": "en"
	},
	{
		"name": "Idd-ul-Fitr (expected)",
		"date": "2028-02-26",
		"lang": "en"
	},
	{
		"name": "Good Friday",
		"date": "2028-04-14",
		"lang": "en"
	},
	{
		"name": "Easter Monday",
		"date": "2028-04-17",
		"lang": "en"
	},
	{
		"name": "Labour Day",
		"date": "2028-05-01",
		"lang": "en"
	},
	{
		"name": "Madaraka Day",
		"date": "2028-06-01",
		"lang": "en"
	},
	{
		"name": "Mazingira Day",
		"date": "2028-10-10",
		"lang": "en"
	},
	{
		"name": "Mashujaa Day",
		"date": "2028-10-20",
		"lang": "en"
	},
	{
		"name": "Jamhuri Day",
		"date": "2028-12-12",
		"lang": "en"
	},
	{
		"name": "Christmas Day",
		"date": "2028-12-25",
		"lang": "en"
	},
	{
		"name": "Boxing Day",
		"date": "2028-12-26",
		"lang": "en"
	}
] }.closures;
var capitalised = (text) => text.charAt(0).toUpperCase() + text.slice(1);
/** The hours that apply at a campus (its own, else the college's); who "we" are in the messages. */
function hoursAt(campus, data) {
	const own = campus?.officeHours;
	return own && own.length > 0 && campus ? {
		hours: own,
		subject: `${campus.name} is`
	} : {
		hours: data.officeHours,
		subject: "we are"
	};
}
/** The closure that covers a date, if any (a single day, or a range from `date` to `until`). */
var closureOn = (date, closures) => closures.find((closure) => closure.date <= date && date <= (closure.until ?? closure.date));
/** Whether the college (or the campus) is open on a YYYY-MM-DD date, and when. */
function openingOn(date, campus, data) {
	const { hours, subject } = hoursAt(campus, data);
	const closure = closureOn(date, data.closures);
	if (closure) return {
		open: false,
		reason: `${dayMonthLabel(date)} is ${closure.name}: ${subject} closed`
	};
	const weekday = weekdayOf(date);
	const day = hours.find((entry) => entry.dayOfWeek.includes(weekday));
	if (!day) return {
		open: false,
		reason: `${capitalised(subject)} closed on ${weekday}s`
	};
	return {
		open: true,
		weekday,
		opens: day.opens,
		closes: day.closes
	};
}
/** "On Saturdays we are open 9:00 AM to 1:00 PM". */
var hoursSentence = (opening, subject) => `On ${opening.weekday}s ${subject} open ${clockLabel(opening.opens)} to ${clockLabel(opening.closes)}`;
/**
* Why a visit on `date` at `time` (one of the form's "9:00 AM" labels; empty if not chosen yet)
* cannot be booked at `now`, or undefined if it can. Dates and times are Nairobi's.
*/
function visitProblem(visit, now, data) {
	const { date, time, campus } = visit;
	if (!isCalendarDate(date)) return void 0;
	const today = collegeDate(now);
	if (date < today) return {
		field: "date",
		message: "Choose today or a later date."
	};
	const opening = openingOn(date, campus, data);
	if (!opening.open) return {
		field: "date",
		message: `${opening.reason}.`
	};
	const start = clock24(time);
	if (start === void 0) return void 0;
	const minutes = minutesOf(start);
	if (minutes < minutesOf(opening.opens) || minutes + 60 > minutesOf(opening.closes)) return {
		field: "time",
		message: `${hoursSentence(opening, hoursAt(campus, data).subject)}: choose another time.`
	};
	if (date === today && minutes <= collegeMinutes(now)) return {
		field: "time",
		message: "That time has already passed today: choose a later time or another day."
	};
}
// src/features/booking/form/booking-validation.ts
/** Marks required text that is only spaces (flagBlankText); never shown. */
var blankMark = "blank";
/**
* The message shown under a field the browser found invalid. The checks are the browser's
* (required, type=email, min date, maxlength), worded here for each field, and the form's own
* (booking-checks.ts), which carry their words as the control's custom validity.
*/
function validationMessage(field, validity, custom = "") {
	if (validity.valid) return void 0;
	if (validity.customError && custom !== blankMark && custom !== "") return custom;
	switch (field) {
		case "name": return "Enter your full name.";
		case "email": return validity.typeMismatch ? "Enter a valid email address, like name@example.com." : "Enter your email address.";
		case "phone": return `Enter your phone number, ${phoneExample}.`;
		case "campus": return "Choose the campus you will visit.";
		case "date":
			if (validity.rangeUnderflow) return "Choose today or a later date.";
			return validity.badInput ? "Enter a valid date." : "Choose a preferred date.";
		case "time": return "Choose a preferred time.";
		case "interest": return "Choose an area of interest.";
		case "message": return `Keep the message under ${maxLengths.message} characters.`;
	}
}
/**
* Text that is only spaces passes `required`; this makes the browser treat it as missing. Else
* `problem`, the form's own check of the text (booking-checks.ts), if it has one.
*/
function flagBlankText(control, problem = "") {
	const blank = control.value !== "" && control.value.trim() === "";
	control.setCustomValidity(blank && control.required ? blankMark : problem);
}
/** Stable id of a field's error text, for aria-describedby. */
var errorTextId = (field) => `booking-${field}-error`;
/** Stable id of a field's helper text. */
var helperTextId = (field) => `booking-${field}-helper`;
/** aria-describedby for a field showing an error: the error, then its helper text if it has one. */
var describedBy = (field, hasHelper) => hasHelper ? `${errorTextId(field)} ${helperTextId(field)}` : errorTextId(field);
// src/features/booking/form/booking-checks.ts
/**
* The booking checks the browser cannot make by itself, set as the controls' custom validity so
* that the form's one path (checkValidity, the 'invalid' events, the messages) reports them: a
* phone number staff can call back, and a visit on a day and at a time the chosen campus is open
* (Nairobi's calendar and clock, content/site.yml's hours and content/closures.yml's closures).
*/
var openingData = {
	officeHours: site.officeHours,
	closures
};
/** Why this visit cannot be booked at `now` (the field and the words), or undefined. */
var visitProblemOf = ({ date, time, campus }, now) => visitProblem({
	date,
	time,
	campus: site.campuses.find(({ name }) => name === campus)
}, now, openingData);
var valueOf = (form, name) => {
	const control = form.elements.namedItem(name);
	return control && "value" in control && typeof control.value === "string" ? control.value : "";
};
/** Sets every text and visit check on the form's controls, as of `now`. */
function applyBookingChecks(form, now = Date.now()) {
	for (const control of form.querySelectorAll("[name]:is(input:not([type=radio]):not([type=hidden]), textarea)")) flagBlankText(control, control.name === "phone" ? phoneProblem(control.value) ?? "" : "");
	const problem = visitProblemOf({
		date: valueOf(form, "date"),
		time: valueOf(form, "time"),
		campus: valueOf(form, "campus")
	}, now);
	for (const field of ["date", "time"]) {
		const control = form.elements.namedItem(field);
		if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) control.setCustomValidity(problem?.field === field ? problem.message : "");
	}
}
// src/features/booking/form/booking-field.tsx
/** One labelled form field with its error text, which the control names in aria-describedby. */
function BookingField({ name, label, required = false, error, helper, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FieldRoot, {
		required,
		invalid: error !== void 0,
		ids: {
			errorText: errorTextId(name),
			helperText: helperTextId(name)
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FieldLabel, { children: [label, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldRequiredIndicator, {})] }),
			children,
			helper && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldHelperText, { children: helper }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldErrorText, {
				color: "red.700",
				children: error
			})
		]
	});
}
// src/features/booking/form/campus-field.tsx
/**
* Which campus the visitor will come to: native radios, one per campus in content/site.yml, so
* a choice made before the page hydrated is the form's as it is. With one campus there is no
* question: the form carries its name.
*/
function CampusField({ error, onChange, onInvalid }) {
	const [only] = site.campuses;
	if (site.campuses.length === 1 && only) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
		type: "hidden",
		name: "campus",
		value: only.name
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(chakra.fieldset, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(chakra.legend, {
			fontWeight: "medium",
			fontSize: "sm",
			mb: "1.5",
			children: ["Campus to visit", /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.span, {
				"aria-hidden": "true",
				color: "fg.error",
				ms: "1",
				children: "*"
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
			gap: "2",
			children: site.campuses.map((campus) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(chakra.label, {
				display: "flex",
				gap: "3",
				alignItems: "baseline",
				borderWidth: "1px",
				borderColor: error ? "red.600" : "border",
				rounded: "md",
				px: "3",
				py: "2",
				cursor: "pointer",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.input, {
					type: "radio",
					name: "campus",
					value: campus.name,
					required: true,
					onChange,
					onInvalid,
					"aria-invalid": error ? true : void 0,
					"aria-describedby": error ? errorTextId("campus") : void 0,
					accentColor: "brand.600",
					boxSize: "4"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.span, {
					display: "block",
					fontWeight: "semibold",
					children: campus.name
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(chakra.span, {
					fontSize: "sm",
					color: "fg.muted",
					children: [
						campus.building,
						", ",
						campus.street,
						", ",
						campus.town
					]
				})] })]
			}, campus.name))
		}),
		error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			id: errorTextId("campus"),
			color: "red.700",
			fontSize: "sm",
			mt: "1.5",
			children: error
		})
	] });
}
// src/features/booking/form/held-submit.ts
/** On the booking form: a submit pressed there before hydration is held. */
var holdsSubmitAttr = "data-holds-submit";
/** On the booking button: pressing it submits (before hydration, by way of the hold). */
var submitButtonAttr = "data-submit";
/** Set on the form while a held submit waits for the app. */
var submitPendingAttr = "data-submit-pending";
/** Fired on the form when a submit is held, for a form that hydrated in the meantime. */
var heldSubmitEvent = "heldsubmit";
/**
* Set on the form while a held submit cannot be carried out: `slow` (the app has not started
* within `slowStartMs` of the press) or `failed` (it cannot start). Shows the hand-over block.
*/
var appUnavailableAttr = "data-app-unavailable";
/** On a hand-over link: the query parameter that carries the booking (`body`, `text`). */
var handoverParamAttr = "data-handover";
/** On a hand-over link: its address without the booking, as the prerenderer wrote it. */
var handoverBaseAttr = "data-base-href";
/** Calls `carryOut` for a submit held now or later; returns the unsubscribe. */
function onHeldSubmit(form, carryOut) {
	const take = () => {
		if (!form.hasAttribute("data-submit-pending")) return;
		form.removeAttribute(submitPendingAttr);
		form.removeAttribute(appUnavailableAttr);
		carryOut();
	};
	take();
	form.addEventListener(heldSubmitEvent, take);
	return () => form.removeEventListener(heldSubmitEvent, take);
}
// src/features/booking/form/form-fallbacks.tsx
/** A link that carries the booking, filled in by the entry script from the fields (held-submit.ts). */
function HandoverLink({ href, param, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
		href,
		[handoverParamAttr]: param,
		[handoverBaseAttr]: href,
		children
	});
}
/**
* What a held submit turns into when the app cannot carry it out: the page's scripts did not load
* within about 10 s of the press, or not at all. Prerendered and hidden: the entry script shows it
* by the form's state and fills its links, since none of the app's code may have arrived.
*/
function Handover() {
	const shownWhen = (value) => value ? `form[${appUnavailableAttr}="${value}"] &` : `form[${appUnavailableAttr}] &`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		display: "none",
		role: "alert",
		borderWidth: "1px",
		borderColor: "orange.500",
		bg: "orange.50",
		rounded: "md",
		p: "4",
		css: { [shownWhen()]: { display: "block" } },
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "3",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: "This page could not finish loading, so your request has not been sent. Everything you typed is still here." }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					display: "none",
					css: { [shownWhen("slow")]: { display: "block" } },
					children: "If the page does finish loading, your request will be sent from here."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: "You can send it to us yourself instead:" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					as: "ul",
					gap: "2",
					listStyle: "none",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
							href: phoneHref(),
							children: ["Call ", site.phone.display]
						}) }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HandoverLink, {
							href: emailHref({ subject: "Appointment request" }),
							param: "body",
							children: ["E-mail your request to ", site.email]
						}) }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HandoverLink, {
							href: whatsappHref(),
							param: "text",
							children: "Send your request on WhatsApp"
						}) })
					]
				})
			]
		})
	});
}
/** The note Book Appointment opens by itself when nothing on the page can take the press. */
var notStartedId = "booking-not-started";
/**
* Book Appointment pressed with nothing on the page to take it: JavaScript is off, or the entry
* script (the one in the HTML, which holds an early press for the app) has not run, because it
* is still on its way or failed to load. The button opens this itself (a popover: no script), so
* the press is never met with silence, and the visitor is told how to book without the page.
*/
function NotStarted() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		id: notStartedId,
		popover: "auto",
		role: "alert",
		m: "auto",
		maxW: "min(32rem, calc(100vw - 2rem))",
		p: "5",
		borderWidth: "1px",
		borderColor: "orange.500",
		bg: "orange.50",
		color: "fg",
		rounded: "md",
		boxShadow: "lg",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "3",
			alignItems: "flex-start",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: "Your request has not been sent: this page has not finished loading (or JavaScript is off in this browser), so it cannot send it yet. Everything you typed is still here." }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, { children: [
					"Press Book Appointment again in a moment, or book with us directly: ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContactLinks, {}),
					"."
				] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					popoverTarget: notStartedId,
					popoverTargetAction: "hide",
					variant: "outline",
					size: "sm",
					children: "Close"
				})
			]
		})
	});
}
// src/features/booking/form/honeypot-field.tsx
/** The honeypot's form field name. */
var honeypotName = "website";
/**
* A field people never see or reach (off screen, hidden from assistive technology, out of the tab
* order) but form-filling bots do: a booking that arrives with it filled is dropped.
*/
function HoneypotField() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		"aria-hidden": "true",
		position: "absolute",
		left: "-10000px",
		top: "auto",
		width: "1px",
		height: "1px",
		overflow: "hidden",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
			htmlFor: "booking-website",
			children: "Leave this field empty"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
			id: "booking-website",
			name: honeypotName,
			type: "text",
			tabIndex: -1,
			autoComplete: "off"
		})]
	});
}
// src/features/booking/form/option-select.tsx
/** A native select of fixed text options with an empty default (the form's time and interest). */
function OptionSelect({ options, isUnavailable, ...fieldProps }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectRoot, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectField, {
		...fieldProps,
		children: options.map((option) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
			value: option,
			disabled: isUnavailable?.(option) === true,
			children: option
		}, option))
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectIndicator, {})] });
}
// src/features/booking/form/submit-button.tsx
/**
* A plain button until hydrated, so the browser never submits the form by itself (which would
* put the visitor's details in the URL); a press then is held for the app (held-submit.ts). Until
* then it also names the not-started note, which the browser opens on a press the entry script
* did not take (held-submit.ts cancels the click, and with it the note, when it does).
*/
function SubmitButton({ sending }) {
	const hydrated = useHydrated();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		type: hydrated ? "submit" : "button",
		popoverTarget: hydrated ? void 0 : notStartedId,
		colorPalette: "brand",
		size: "lg",
		alignSelf: "flex-start",
		disabled: sending,
		[submitButtonAttr]: "",
		children: sending ? "Sending…" : "Book Appointment"
	});
}
// src/features/booking/form/use-today.ts
/** Today's date in Nairobi after hydration (the prerendered page cannot know it), undefined before. */
function useToday() {
	return useClientValue(() => collegeDate(Date.now()), void 0);
}
// src/features/booking/form/booking-form.tsx
var fieldNames = Object.keys(emptyBookingValues);
/** The fields with a helper text below them, which an error's aria-describedby keeps. */
var fieldsWithHelp = [
	"phone",
	"date",
	"message"
];
/** What the form holds: its controls' own values, whoever typed them and whenever. */
function readValues(form) {
	const data = new FormData(form);
	const text = (name) => {
		const value = data.get(name);
		return typeof value === "string" ? value : "";
	};
	const values = { ...emptyBookingValues };
	for (const field of fieldNames) values[field] = text(field);
	return {
		values,
		honeypot: text(honeypotName)
	};
}
/** The message a field shows now, from its control (the first radio stands for the campus group). */
function currentError(form, field) {
	const control = form.querySelector(`[name="${field}"]`);
	return control ? validationMessage(field, control.validity, control.validationMessage) : void 0;
}
/**
* The appointment form, with the campus to visit: the browser checks each field
* and the form's own checks (booking-checks.ts) join in as custom validity; errors are shown
* inline. The controls keep their own values (uncontrolled), so whatever was typed or chosen
* before the page hydrated is what the form sends; a submit pressed before then is held
* (held-submit.ts) and goes through the same checks.
*/
function BookingForm({ prefill, sending, onSubmit, notice }) {
	const [errors, setErrors] = (0, import_react.useState)({});
	const [visit, setVisit] = (0, import_react.useState)();
	const formRef = (0, import_react.useRef)(null);
	const readVisit = (form) => {
		const { values } = readValues(form);
		setVisit({
			date: values.date,
			campus: values.campus,
			now: Date.now()
		});
	};
	(0, import_react.useEffect)(() => {
		const form = formRef.current;
		if (!form) return;
		if (prefill) for (const [field, value] of Object.entries(prefill)) {
			const control = form.elements.namedItem(field);
			if ((control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement) && control.value === "" && value) control.value = value;
		}
		readVisit(form);
	}, [prefill]);
	(0, import_react.useEffect)(() => {
		const form = formRef.current;
		return form ? onHeldSubmit(form, () => form.requestSubmit()) : void 0;
	}, []);
	const handleChange = (event) => {
		const { form, name } = event.currentTarget;
		if (!form) return;
		applyBookingChecks(form);
		if (name === "date" || name === "campus") readVisit(form);
		setErrors((current) => {
			const next = {};
			for (const field of Object.keys(current)) next[field] = currentError(form, field);
			return next;
		});
	};
	const handleInvalid = (event) => {
		const { name, validity, validationMessage: custom } = event.currentTarget;
		const field = name;
		setErrors((current) => ({
			...current,
			[field]: validationMessage(field, validity, custom)
		}));
	};
	const handleSubmit = (event) => {
		event.preventDefault();
		const form = event.currentTarget;
		applyBookingChecks(form);
		if (!form.checkValidity()) {
			form.querySelector(":is(input, select, textarea):invalid")?.focus();
			return;
		}
		const { values, honeypot } = readValues(form);
		onSubmit(values, honeypot);
	};
	const controlProps = (field) => ({
		name: field,
		defaultValue: "",
		onChange: handleChange,
		onInvalid: handleInvalid,
		...errors[field] !== void 0 && { "aria-describedby": describedBy(field, fieldsWithHelp.includes(field)) }
	});
	const timeUnavailable = (time) => visit !== void 0 && visitProblemOf({
		...visit,
		time
	}, visit.now)?.field === "time";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.form, {
		ref: formRef,
		noValidate: true,
		onSubmit: handleSubmit,
		"aria-label": "Appointment request",
		position: "relative",
		[holdsSubmitAttr]: "",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "5",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BookingField, {
					name: "name",
					label: "Full name",
					required: true,
					error: errors.name,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
						...controlProps("name"),
						type: "text",
						autoComplete: "name",
						maxLength: maxLengths.name
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BookingField, {
					name: "email",
					label: "Email address",
					required: true,
					error: errors.email,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
						...controlProps("email"),
						type: "email",
						autoComplete: "email",
						maxLength: maxLengths.email
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BookingField, {
					name: "phone",
					label: "Phone number",
					required: true,
					error: errors.phone,
					helper: phoneExample,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
						...controlProps("phone"),
						type: "tel",
						autoComplete: "tel",
						maxLength: maxLengths.phone
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CampusField, {
					error: errors.campus,
					onChange: handleChange,
					onInvalid: handleInvalid
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BookingField, {
					name: "date",
					label: "Preferred date",
					required: true,
					error: errors.date,
					helper: "Nairobi time. We are closed on public holidays.",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DateInput, { ...controlProps("date") })
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BookingField, {
					name: "time",
					label: "Preferred time",
					required: true,
					error: errors.time,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OptionSelect, {
						...controlProps("time"),
						options: timeOptions,
						placeholder: "Select a time",
						isUnavailable: timeUnavailable
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BookingField, {
					name: "interest",
					label: "Area of interest",
					required: true,
					error: errors.interest,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OptionSelect, {
						...controlProps("interest"),
						options: interestOptions,
						placeholder: "Select an area of interest"
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BookingField, {
					name: "message",
					label: "Message",
					helper: "Optional.",
					error: errors.message,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Textarea, {
						...controlProps("message"),
						rows: 4,
						maxLength: maxLengths.message
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HoneypotField, {}),
				notice,
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("noscript", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, { children: [
					"Sending this form needs JavaScript, which is off in this browser. To book, please ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContactLinks, {}),
					"."
				] }) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					display: "none",
					"aria-live": "polite",
					css: { [`form[${submitPendingAttr}]:not([${appUnavailableAttr}]) &`]: { display: "block" } },
					children: "Your request will be sent as soon as this page has finished loading."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Handover, {}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmitButton, { sending }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotStarted, {})
			]
		})
	});
}
/** The date input, which offers no past day once today is known. */
function DateInput(props) {
	const today = useToday();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
		...props,
		type: "date",
		min: today
	});
}
// src/features/booking/outcome-panel.tsx
var borderColor = {
	success: "green.600",
	waiting: "orange.500",
	error: "red.600"
};
/**
* One outcome of a booking (sent, queued, refused). Focus moves to its heading when it
* appears, so keyboard and screen-reader users land on the news instead of a removed form.
*/
function OutcomePanel({ title, tone, children }) {
	const heading = (0, import_react.useRef)(null);
	const headingId = (0, import_react.useId)();
	(0, import_react.useEffect)(() => heading.current?.focus(), []);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		as: "section",
		"aria-labelledby": headingId,
		borderWidth: "1px",
		borderLeftWidth: "6px",
		borderColor: borderColor[tone],
		rounded: "md",
		p: {
			base: "5",
			md: "8"
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "4",
			align: "flex-start",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
				as: "h2",
				id: headingId,
				size: "xl",
				ref: heading,
				tabIndex: -1,
				outline: "none",
				children: title
			}), children]
		})
	});
}
// src/features/booking/visit-calendar.ts
/**
* The visit as a calendar file (RFC 5545), made on the device so it works offline: one VEVENT, a
* one-hour slot from the preferred Nairobi time, written in UTC (no time-zone block needed).
*/
/** 20300625T070000Z. */
var utcStamp = (epochMs) => new Date(epochMs).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545, 3.3.11). */
var escapeText = (text) => text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
/** Lines longer than 75 octets continue on the next line after a space, never inside a character. */
function foldLine(line) {
	const encoder = new TextEncoder();
	const parts = [];
	let current = "";
	let octets = 0;
	for (const char of line) {
		const size = encoder.encode(char).length;
		if (octets + size > (parts.length === 0 ? 75 : 74)) {
			parts.push(current);
			current = "";
			octets = 0;
		}
		current += char;
		octets += size;
	}
	parts.push(current);
	return parts.join("\r\n ");
}
/** The .ics text of a visit, or undefined when its date or time cannot be read. */
function visitCalendar({ reference, values, campus }, now = Date.now()) {
	const time = clock24(values.time);
	const start = time === void 0 ? NaN : collegeInstant(values.date, time);
	if (Number.isNaN(start)) return void 0;
	const address = `${campus.building}, ${campus.street}, ${campus.town} ${campus.postalCode}, Kenya`;
	return `${[
		"BEGIN:VCALENDAR",
		"VERSION:2.0",
		`PRODID:-//${escapeText(site.shortName)}//Appointment booking//EN`,
		"CALSCALE:GREGORIAN",
		"METHOD:PUBLISH",
		"BEGIN:VEVENT",
		`UID:${reference}@${new URL(site.url).hostname}`,
		`DTSTAMP:${utcStamp(now)}`,
		`DTSTART:${utcStamp(start)}`,
		`DTEND:${utcStamp(start + 36e5)}`,
		`SUMMARY:${escapeText(`${site.name}: advisor appointment (${values.interest})`)}`,
		`LOCATION:${escapeText(`${campus.name}, ${address}`)}`,
		`GEO:${campus.geo.latitude};${campus.geo.longitude}`,
		`DESCRIPTION:${escapeText(`Booking reference ${reference}. The college will call to confirm. To change or cancel, call ${site.phone.display}.`)}`,
		"STATUS:TENTATIVE",
		"END:VEVENT",
		"END:VCALENDAR"
	].map(foldLine).join("\r\n")}\r\n`;
}
/** A link target for the file: a data URL, so nothing is fetched and it works offline. */
var calendarHref = (ics) => `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
// src/features/booking/visit-links.tsx
/** The campus a booking names (the only one, where the college has one). */
var campusOf = (values) => site.campuses.find((campus) => campus.name === values.campus) ?? (site.campuses.length === 1 ? site.campuses[0] : void 0);
/**
* What the visitor keeps of a booking sent or waiting: the visit in their calendar (a file made on
* the device) and directions to the campus in their map app. Nothing if the campus is unknown.
*/
function VisitLinks({ reference, values }) {
	const campus = campusOf(values);
	if (!campus) return null;
	const ics = visitCalendar({
		reference,
		values,
		campus
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		direction: {
			base: "column",
			sm: "row"
		},
		gap: {
			base: "2",
			sm: "6"
		},
		children: [ics && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
			href: calendarHref(ics),
			download: `${reference}.ics`,
			fontWeight: "semibold",
			children: "Add to calendar"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
			href: directionsHref(campus.geo),
			target: "_blank",
			rel: "noopener",
			fontWeight: "semibold",
			children: [
				"Get directions to ",
				campus.name,
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisuallyHidden, { children: " (opens a map)" })
			]
		})]
	});
}
// src/features/booking/booking-outcome.tsx
/** "Your visit to Nakuru Main Campus: Tuesday 25 June 2030 at 10:00 AM, to be confirmed." */
function VisitText({ values }) {
	const campus = campusOf(values);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, { children: [
		"Your visit",
		campus ? ` to ${campus.name}` : "",
		":",
		" ",
		isCalendarDate(values.date) ? longDateLabel(values.date) : values.date,
		" at ",
		values.time,
		", to be confirmed."
	] });
}
function Reference({ reference }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, { children: ["Your booking reference: ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: reference })] });
}
/** EmailJS accepted the booking. `late`: its preferred date had passed when it was sent. */
function BookingSent({ reference, values, onBookAnother, late = false }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(OutcomePanel, {
		title: "Thank you! Your appointment request has been sent.",
		tone: "success",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: late ? "Your preferred date had passed by the time it was sent, so we will call you to agree a new date." : "Our team will contact you within 24 hours to confirm your appointment." }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisitText, { values }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Reference, { reference }),
			!late && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisitLinks, {
				reference,
				values
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				colorPalette: "brand",
				onClick: onBookAnother,
				children: "Book Another Appointment"
			})
		]
	});
}
/**
* Kept on this device; it turns into the confirmation by itself once it has been sent. "You can
* close this page" only where the browser took a Background Sync registration: elsewhere nothing
* can send it while no page of the site is open.
*/
function BookingQueued({ reference, values, onBookAnother, backgroundSync }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(OutcomePanel, {
		title: "Your booking is waiting to be sent",
		tone: "waiting",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: "Saved on this device. It will be sent automatically when you are back online." }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisitText, { values }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Reference, { reference }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisitLinks, {
				reference,
				values
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: backgroundSync ? "You can keep browsing or close this page; keep this reference in case you need to call us." : "You can keep browsing; if you close this page first, it will be sent the next time you open this site. Keep this reference in case you need to call us." }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "outline",
				colorPalette: "brand",
				onClick: onBookAnother,
				children: "Book Another Appointment"
			})
		]
	});
}
/** Refused for good: the visitor must reach the college another way. */
function BookingRefused({ booking, onBack }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(OutcomePanel, {
		title: "We could not send your booking",
		tone: "error",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, { children: [
				"Sorry, your appointment request could not be delivered. Please ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContactLinks, { booking }),
				", and quote your booking reference."
			] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisitText, { values: booking.values }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Reference, { reference: booking.reference }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "outline",
				colorPalette: "brand",
				onClick: onBack,
				children: "Back to the form"
			})
		]
	});
}
// src/features/booking/booking-reference.ts
var alphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
var length = 6;
/** A short booking reference such as "BK-7Q2F9K" (about a billion possibilities), from the CSPRNG. */
function createBookingReference() {
	const bytes = crypto.getRandomValues(new Uint8Array(length));
	return `BK-${Array.from(bytes, (byte) => alphabet[byte % 32]).join("")}`;
}
// src/features/booking/request-background-sync.ts
/**
* Asks the service worker to send waiting bookings when the browser is next online, even if every
* tab is closed by then. Where there is no Background Sync (or no active worker yet), the page's
* own retries do the job; returns whether a sync was registered.
*/
async function requestBackgroundSync() {
	if (!("serviceWorker" in navigator)) return false;
	try {
		const registration = await navigator.serviceWorker.getRegistration();
		if (!registration?.active || !registration.sync) return false;
		await registration.sync.register(OUTBOX_SYNC_TAG);
		return true;
	} catch {
		return false;
	}
}
// src/features/booking/submit-booking.ts
/**
* Submits a booking through the outbox (stored, then sent), or, where there is none, straight to
* EmailJS with nothing kept. Throws only when the outbox failed to store it.
*/
async function submitBooking(values, honeypot) {
	const reference = createBookingReference();
	if (honeypot.trim() !== "") return {
		state: "dropped",
		reference
	};
	const params = toBookingParams(values, reference);
	if (!await isOutboxAvailable()) return {
		state: await sendWithoutOutbox(params),
		reference
	};
	const state = await submitToOutbox(params);
	if (state !== "queued") return {
		state,
		reference
	};
	return {
		state,
		reference,
		backgroundSync: await requestBackgroundSync()
	};
}
// src/features/booking/use-booking-submission.ts
var initialStep = {
	step: "form",
	sending: false
};
/**
* Submits bookings and follows a queued one until this tab, another or the worker settles it.
* What happened is the outbox's to say (its events and bookingState), never decided here.
*/
function useBookingSubmission() {
	const [state, setState] = (0, import_react.useState)(initialStep);
	const [values, setValues] = (0, import_react.useState)(null);
	const submit = (0, import_react.useCallback)((submitted, honeypot) => {
		setValues(submitted);
		setState({
			step: "form",
			sending: true
		});
		submitBooking(submitted, honeypot).then((outcome) => {
			switch (outcome.state) {
				case "sent":
				case "dropped": return setState({
					step: "sent",
					reference: outcome.reference,
					late: false
				});
				case "queued": return setState({
					step: "queued",
					reference: outcome.reference,
					backgroundSync: outcome.backgroundSync
				});
				case "refused": return setState({
					step: "refused",
					reference: outcome.reference,
					values: submitted
				});
				case "unsent": return setState({
					step: "form",
					sending: false,
					unsent: {
						values: submitted,
						reference: outcome.reference
					}
				});
			}
		}, (error) => {
			console.error("Error sending email: the booking could not be saved", error);
			setState({
				step: "form",
				sending: false,
				unsent: { values: submitted }
			});
		});
	}, []);
	const queuedReference = state.step === "queued" ? state.reference : void 0;
	(0, import_react.useEffect)(() => {
		if (!queuedReference) return;
		const settle = (next, late = false) => {
			if (next === "sent") setState({
				step: "sent",
				reference: queuedReference,
				late
			});
			if (next === "refused") setState({
				step: "refused",
				reference: queuedReference,
				values: values ?? emptyBookingValues
			});
		};
		const unsubscribe = subscribeOutbox((event) => {
			if (event.reference !== queuedReference || event.type === "changed") return;
			settle(event.type, event.late === true);
		});
		bookingState(queuedReference).then((now) => settle(now));
		return unsubscribe;
	}, [queuedReference, values]);
	const reset = (0, import_react.useCallback)(() => setState(initialStep), []);
	return {
		state,
		values: values ?? emptyBookingValues,
		submit,
		reset
	};
}
// src/features/booking/booking-section.tsx
/** Values from `?interest=` (an exact option, else ignored) and `?message=` on course and event links. */
function prefillFrom(params) {
	return {
		interest: toInterestOption(params.get("interest")) ?? "",
		message: (params.get("message") ?? "").slice(0, maxLengths.message)
	};
}
var statusText = (state) => {
	if (state.step === "form") return state.sending ? "Sending your booking…" : "";
	if (state.step === "queued") return "Your booking is saved on this device and will be sent when you are back online.";
	if (state.step === "sent") return "Your appointment request has been sent.";
	return "Your booking could not be sent.";
};
/** A note above the submit button; `alert` for news the visitor must hear at once. */
function Notice({ alert = false, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		role: alert ? "alert" : void 0,
		borderWidth: "1px",
		borderColor: "orange.500",
		bg: "orange.50",
		rounded: "md",
		p: "4",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children })
	});
}
/** The booking form and what follows a submission: sending, then queued, sent or refused. */
function BookingSection() {
	const [params] = (0, import_dist.useSearchParams)();
	const query = useClientValue(() => params.toString(), "");
	const [round, setRound] = (0, import_react.useState)(0);
	const prefill = (0, import_react.useMemo)(() => query && round === 0 ? prefillFrom(params) : void 0, [
		query,
		round,
		params
	]);
	const { state, values, submit, reset } = useBookingSubmission();
	const [noOutbox, setNoOutbox] = (0, import_react.useState)(false);
	const formBox = (0, import_react.useRef)(null);
	const [formReturns, setFormReturns] = (0, import_react.useState)(0);
	(0, import_react.useEffect)(() => {
		prepareToSend();
		isOutboxAvailable().then((available) => setNoOutbox(!available));
	}, []);
	(0, import_react.useEffect)(() => {
		if (formReturns > 0) formBox.current?.querySelector("input")?.focus();
	}, [formReturns]);
	const backToForm = () => {
		reset();
		setFormReturns((count) => count + 1);
	};
	const bookAnother = () => {
		setRound((current) => current + 1);
		backToForm();
	};
	const notice = state.step === "form" && state.unsent ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Notice, {
		alert: true,
		children: [
			"Your booking could not be sent, and this browser cannot keep it to send later. Check your connection and try again, or ",
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContactLinks, { booking: state.unsent }),
			" with your details."
		]
	}) : noOutbox ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Notice, { children: "This browser cannot keep your booking on the device while you are offline, so please send it while you are online." }) : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			role: "status",
			srOnly: true,
			children: statusText(state)
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			ref: formBox,
			hidden: state.step !== "form",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BookingForm, {
				prefill,
				sending: state.step === "form" && state.sending,
				onSubmit: submit,
				notice
			}, round)
		}),
		state.step === "sent" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BookingSent, {
			reference: state.reference,
			values,
			late: state.late,
			onBookAnother: bookAnother
		}),
		state.step === "queued" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BookingQueued, {
			reference: state.reference,
			values,
			backgroundSync: state.backgroundSync,
			onBookAnother: bookAnother
		}),
		state.step === "refused" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BookingRefused, {
			booking: {
				values: state.values,
				reference: state.reference
			},
			onBack: backToForm
		})
	] });
}
// src/pages/booking-page.tsx
/** Contact details and office hours beside the form: the other ways to reach an advisor. */
function ContactDetails() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		as: "aside",
		"aria-labelledby": "booking-contact",
		gap: "5",
		bg: "bg.muted",
		rounded: "md",
		p: {
			base: "5",
			md: "6"
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
				as: "h2",
				id: "booking-contact",
				size: "lg",
				children: "Contact us"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				fontWeight: "semibold",
				children: "Phone"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				href: `tel:${site.phone.e164}`,
				children: site.phone.display
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				fontWeight: "semibold",
				children: "Email"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				href: `mailto:${site.email}`,
				children: site.email
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				fontWeight: "semibold",
				children: "WhatsApp"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
				href: whatsappHref(`Hello ${site.shortName}, I would like to talk to an academic advisor.`),
				target: "_blank",
				rel: "noopener",
				children: ["Chat with an advisor", /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisuallyHidden, { children: " on WhatsApp (opens in a new tab)" })]
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
					as: "h3",
					size: "md",
					mb: "1",
					children: "Office hours"
				}),
				site.officeHours.map((hours) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: hours.label }, hours.days)),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: "Closed on public holidays." })
			] }),
			site.campuses.map((campus) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
					as: "h3",
					size: "md",
					mb: "1",
					children: campus.name
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, { children: [
					campus.building,
					", ",
					campus.street,
					", ",
					campus.town
				] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					color: "fg.muted",
					fontSize: "sm",
					children: campus.directions
				}),
				campus.officeHours?.map((hours) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: hours.label }, hours.days)),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
					href: directionsHref(campus.geo),
					children: ["Directions to ", campus.name]
				})
			] }, campus.name))
		]
	});
}
function BookingPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
		py: {
			base: "8",
			md: "12"
		},
		maxW: "6xl",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "3",
			mb: "8",
			maxW: "3xl",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
				as: "h1",
				size: {
					base: "2xl",
					md: "3xl"
				},
				children: "Book an Appointment"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
				fontSize: "lg",
				color: "fg.muted",
				children: [
					"Meet one of our academic advisors at the ",
					listPhrase(campusTowns, "or"),
					" campus to talk about courses, schedules and fees. Choose a time and we will confirm it with you."
				]
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Grid, {
			templateColumns: {
				base: "1fr",
				lg: "2fr 1fr"
			},
			gap: {
				base: "8",
				lg: "12"
			},
			alignItems: "start",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BookingSection, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContactDetails, {})]
		})]
	});
}
export { BookingPage as default };
