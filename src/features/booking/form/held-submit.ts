/**
 * A booking submitted before hydration is held, not lost: the entry script (src/start-up/entry/main.ts)
 * marks the form, and the hydrated form carries the submit out. If the app is slow or cannot start,
 * the prerendered hand-over block shows, its links filled from the fields with the words the form
 * carries (`summaryWordsAttr`): this runs in the entry chunk, before any of the app's code.
 */
import { bookingSummaryText, type ShownBooking, type SummaryWords } from '../booking-summary-text';

/** On the booking form: a submit pressed there before hydration is held. */
export const holdsSubmitAttr = 'data-holds-submit';
/** On the booking button: pressing it submits (before hydration, by way of the hold). */
export const submitButtonAttr = 'data-submit';
/** Set on the form while a held submit waits for the app. */
export const submitPendingAttr = 'data-submit-pending';
/** Fired on the form when a submit is held, for a form that hydrated in the meantime. */
const heldSubmitEvent = 'heldsubmit';
/** Set on the form while a held submit cannot be carried out (`slow` or `failed`): shows the hand-over. */
export const appUnavailableAttr = 'data-app-unavailable';
/** On a hand-over link: the query parameter that carries the booking (`body`, `text`). */
export const handoverParamAttr = 'data-handover';
/** On a hand-over link: its address without the booking, as the prerenderer wrote it. */
export const handoverBaseAttr = 'data-base-href';
/** On the booking form: the hand-over's words in the page's language (JSON of HandoverWords). */
export const summaryWordsAttr = 'data-summary-words';

/** What the form carries for the hand-over: the summary's words, and each campus's name by its id. */
export interface HandoverWords extends SummaryWords {
  campuses: Record<string, string>;
}

// Twice the form's hydration time on the bench's phone profile (1.6 s), rounded up: a phone twice as
// slow still starts within it. Past it the visitor is offered another way; a late start withdraws it.
export const slowStartMs = 3_500;

let appFailed = false;

/**
 * The fields as the form shows them now: a choice by its label, the campus by its name. Not with
 * booking-values.ts's helpers: importing them would pull that module into this entry chunk.
 */
function shownValues(form: HTMLFormElement, campuses: Record<string, string>): Partial<ShownBooking> {
  const shown: Partial<Record<string, string>> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string') continue;
    const control = form.elements.namedItem(name);
    shown[name] =
      name === 'campus'
        ? (campuses[value] ?? value)
        : control instanceof HTMLSelectElement && value
          ? (control.selectedOptions[0]?.text ?? value)
          : value;
  }
  return shown;
}

/** Writes the fields into the hand-over links (without the form's words, the links stay as written). */
function fillHandoverLinks(form: HTMLFormElement): void {
  let words: HandoverWords;
  try {
    words = JSON.parse(form.getAttribute(summaryWordsAttr) ?? '') as HandoverWords;
  } catch {
    return;
  }
  const summary = encodeURIComponent(bookingSummaryText(shownValues(form, words.campuses), words));
  for (const link of form.querySelectorAll<HTMLAnchorElement>(`a[${handoverParamAttr}]`)) {
    const base = link.getAttribute(handoverBaseAttr) ?? link.href;
    const param = link.getAttribute(handoverParamAttr) ?? '';
    link.href = `${base}${base.includes('?') ? '&' : '?'}${param}=${summary}`;
  }
}

/** Shows the hand-over block on a form whose held submit the app cannot carry out (yet). */
function showHandover(form: HTMLFormElement, why: 'slow' | 'failed'): void {
  if (!form.hasAttribute(submitPendingAttr)) return;
  fillHandoverLinks(form);
  form.setAttribute(appUnavailableAttr, why);
}

/** Holds a submit pressed before hydration; false when the form is not one to hold it for. */
function hold(form: HTMLFormElement | null | undefined): boolean {
  if (!form?.hasAttribute(holdsSubmitAttr) || form.querySelector('[type=submit]')) return false;
  const first = !form.hasAttribute(submitPendingAttr);
  form.setAttribute(submitPendingAttr, '');
  form.dispatchEvent(new Event(heldSubmitEvent));
  if (appFailed) showHandover(form, 'failed');
  else if (first) setTimeout(() => showHandover(form, 'slow'), slowStartMs);
  return true;
}

/** Listens, from the entry script's first run, for a booking submit pressed before hydration. */
export function holdEarlySubmits(): void {
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      // Held: the button's own action (opening the note for a press nothing takes) is cancelled.
      if (button?.hasAttribute(submitButtonAttr) && hold(button.form)) event.preventDefault();
    },
    true,
  );
  // Enter in a text field submits a form that has a submit button; this one has none yet.
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter' && event.target instanceof HTMLInputElement) hold(event.target.form);
    },
    true,
  );
  // A correction typed while the hand-over shows goes into its links too.
  const refill = (event: Event) => {
    const { form } = event.target as Partial<HTMLInputElement>;
    if (form?.hasAttribute(appUnavailableAttr)) fillHandoverLinks(form);
  };
  document.addEventListener('input', refill, true);
}

/** The app could not start (its scripts failed to load, retries spent): say so on a held submit. */
export function appCannotStart(): void {
  appFailed = true;
  for (const form of document.querySelectorAll<HTMLFormElement>(`form[${submitPendingAttr}]`)) {
    showHandover(form, 'failed');
  }
}

/** Calls `carryOut` for a submit held now or later; returns the unsubscribe. */
export function onHeldSubmit(form: HTMLFormElement, carryOut: () => void): () => void {
  const take = () => {
    if (!form.hasAttribute(submitPendingAttr)) return;
    // The app has started after all: the hand-over gives way to the form's own sending.
    form.removeAttribute(submitPendingAttr);
    form.removeAttribute(appUnavailableAttr);
    carryOut();
  };
  take();
  form.addEventListener(heldSubmitEvent, take);
  return () => form.removeEventListener(heldSubmitEvent, take);
}
