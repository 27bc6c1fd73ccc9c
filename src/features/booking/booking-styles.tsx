import { appUnavailableAttr, submitPendingAttr } from './form/held-submit';

// Plain CSS with Chakra's recipe values, so the form renders without Chakra (as an island).
// Unlayered, so it wins over the preflight and recipes, which are in layers.

/** Visually hidden, still read out. */
export const hiddenClass = 'booking-hidden';
export const linkClass = 'booking-link';
/** A solid brand button, medium size. */
export const buttonClass = 'booking-button';
export const outlineButtonClass = 'booking-button-outline';
/** The orange box of a note the visitor must read. */
export const noteClass = 'booking-note';
/** The `*` after a required field's label. */
export const requiredClass = 'booking-required';
/** A text input, date input, select or textarea. */
export const inputClass = 'booking-input';

const bookingCss = `
.booking-form,.booking-select{position:relative}
.booking-fields,.booking-field,.booking-choices,.booking-lines,.booking-handover ul,.booking-outcome-body,.booking-visit-links{display:flex;flex-direction:column}
.booking-fields{gap:1.25rem}
.booking-field{align-items:flex-start;gap:.375rem}
.booking-choices,.booking-handover ul,.booking-visit-links{gap:.5rem}
.booking-lines{align-items:flex-start;gap:.75rem}
.booking-label{display:flex;align-items:center;font-size:.875rem;line-height:1.25rem;font-weight:500;user-select:none}
.booking-required{margin-inline-start:.25rem;color:var(--ck-colors-fg-error)}
.booking-helper,.booking-error{font-size:.75rem;line-height:1rem}
.booking-helper{color:var(--ck-colors-fg-muted)}
/* red.700: the recipe's red is below 4.5:1 on white at this size. */
.booking-error{font-weight:500;color:var(--ck-colors-red-700)}
.booking-input{--booking-ring:var(--ck-colors-brand-focus-ring);width:100%;height:2.5rem;padding:0 .75rem;border:1px solid var(--ck-colors-border);border-radius:var(--ck-radii-l2);background:transparent;font-size:.875rem;line-height:1.25rem;appearance:none}
textarea.booking-input{height:auto;padding-block:.5rem;scroll-padding-bottom:.5rem}
.booking-input[aria-invalid=true]{--booking-ring:var(--ck-colors-border-error);border-color:var(--booking-ring)}
.booking-input:focus-visible{outline:1px solid var(--booking-ring);border-color:var(--booking-ring)}
.booking-select{display:flex;width:100%}
.booking-select select{padding-inline-end:2rem}
.booking-select option{background:var(--ck-colors-bg)}
.booking-chevron{position:absolute;inset-inline-end:.5rem;top:0;height:100%;display:flex;align-items:center;color:var(--ck-colors-fg-muted);pointer-events:none}
[aria-invalid=true]+.booking-chevron{color:var(--ck-colors-fg-error)}
.booking-chevron svg{width:1.125rem;height:1.125rem;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
.booking-legend{margin-bottom:.375rem;font-size:.875rem;font-weight:500}
.booking-choice{display:flex;align-items:baseline;gap:.75rem;padding:.5rem .75rem;border:1px solid var(--ck-colors-border);border-radius:var(--ck-radii-md);cursor:pointer}
.booking-choice-invalid{border-color:var(--ck-colors-red-600)}
.booking-choice input{width:1rem;height:1rem;accent-color:var(--ck-colors-brand-600)}
.booking-choice-name{display:block;font-weight:600}
.booking-choice-place{font-size:.875rem;color:var(--ck-colors-fg-muted)}
.booking-campus-error{margin-top:.375rem;font-size:.875rem;color:var(--ck-colors-red-700)}
.booking-honeypot{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.booking-hidden{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap}
.booking-pending,.booking-if-loads,.booking-handover{display:none}
form[${submitPendingAttr}]:not([${appUnavailableAttr}]) .booking-pending,form[${appUnavailableAttr}=slow] .booking-if-loads,form[${appUnavailableAttr}] .booking-handover{display:block}
.booking-note{padding:1rem;border:1px solid var(--ck-colors-orange-500);border-radius:var(--ck-radii-md);background:var(--ck-colors-orange-50)}
/* A popover: the browser's own centring (margin: auto), which the reset takes away. */
.booking-not-started{margin:auto;max-width:min(32rem,calc(100vw - 2rem));padding:1.25rem;color:var(--ck-colors-fg);box-shadow:var(--ck-shadows-lg)}
.booking-button{display:inline-flex;align-items:center;align-self:flex-start;height:2.5rem;padding:0 1rem;border:1px solid transparent;border-radius:var(--ck-radii-l2);background:var(--ck-colors-brand-solid);color:var(--ck-colors-brand-contrast);font-size:.875rem;line-height:1.25rem;font-weight:500;white-space:nowrap;user-select:none;cursor:pointer;transition:background-color .2s,opacity .2s}
.booking-button-outline{border-color:var(--ck-colors-brand-border);background:transparent;color:var(--ck-colors-brand-fg)}
.booking-button-lg{height:2.75rem;padding:0 1.25rem;font-size:1rem;line-height:1.5rem}
.booking-button-sm{height:2.25rem;padding:0 .875rem}
.booking-button:disabled{opacity:.5;cursor:not-allowed}
.booking-link{display:inline-flex;gap:.375rem;border-radius:var(--ck-radii-l1);color:var(--ck-colors-brand-fg)}
.booking-button:focus-visible,.booking-link:focus-visible{outline:2px solid var(--ck-colors-brand-focus-ring);outline-offset:2px}
@media (hover:hover){
.booking-button:hover:not(:disabled){background:color-mix(in srgb,var(--ck-colors-brand-solid) 90%,transparent)}
.booking-button-outline:hover:not(:disabled){background:var(--ck-colors-brand-subtle)}
.booking-link:hover{text-decoration:underline;text-underline-offset:3px;text-decoration-color:color-mix(in srgb,currentColor 20%,transparent)}
}
.booking-visit-links a{font-weight:600}
.booking-outcome{padding:1.25rem;border:1px solid;border-left-width:6px;border-radius:var(--ck-radii-md)}
.booking-outcome-success{border-color:var(--ck-colors-green-600)}
.booking-outcome-waiting{border-color:var(--ck-colors-orange-500)}
.booking-outcome-error{border-color:var(--ck-colors-red-600)}
.booking-outcome-body{align-items:flex-start;gap:1rem}
.booking-outcome h2{font-family:var(--ck-fonts-heading);font-size:1.25rem;line-height:1.875rem;font-weight:600;outline:0}
@media (min-width:30rem){.booking-visit-links{flex-direction:row;gap:1.5rem}}
@media (min-width:48rem){.booking-outcome{padding:2rem}}
`.replace(/\/\*[^*]*\*\/|\n/g, '');

/** The booking styles: React 19 hoists a `<style>` with `href` and `precedence` to the head, once. */
export function BookingStyles() {
  return (
    <style href="booking" precedence="default">
      {bookingCss}
    </style>
  );
}
