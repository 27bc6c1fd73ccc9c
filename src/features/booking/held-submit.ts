/**
 * A booking submitted before the app has taken the page over is held, not lost: the entry script
 * (src/main.tsx) marks the form, and the hydrated form carries the submit out. Until hydration the
 * form has no submit button (its button is type="button"), so the browser itself never submits
 * it: no navigation, and nothing typed ends up in a URL.
 */

/** On the booking form: a submit pressed there before hydration is held. */
export const holdsSubmitAttr = 'data-holds-submit';
/** On the booking button: pressing it submits (before hydration, by way of the hold). */
export const submitButtonAttr = 'data-submit';
/** Set on the form while a held submit waits for the app. */
export const submitPendingAttr = 'data-submit-pending';
/** Fired on the form when a submit is held, for a form that hydrated in the meantime. */
export const heldSubmitEvent = 'heldsubmit';

function hold(form: HTMLFormElement | null | undefined): void {
  if (!form?.hasAttribute(holdsSubmitAttr) || form.querySelector('[type=submit]')) return;
  form.setAttribute(submitPendingAttr, '');
  form.dispatchEvent(new Event(heldSubmitEvent));
}

/** Listens, from the entry script's first run, for a booking submit pressed before hydration. */
export function holdEarlySubmits(): void {
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button?.hasAttribute(submitButtonAttr)) hold(button.form);
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
}

/** Calls `carryOut` for a submit held now or later; returns the unsubscribe. */
export function onHeldSubmit(form: HTMLFormElement, carryOut: () => void): () => void {
  const take = () => {
    if (!form.hasAttribute(submitPendingAttr)) return;
    form.removeAttribute(submitPendingAttr);
    carryOut();
  };
  take();
  form.addEventListener(heldSubmitEvent, take);
  return () => form.removeEventListener(heldSubmitEvent, take);
}
