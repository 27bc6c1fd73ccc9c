import type { ReactNode } from 'react';
import { useContent } from '../../../locale/use-content';
import { emailHref, phoneHref, whatsappHref } from '../../../lib/contact-links';
import { ContactLinks } from '../booking-contact-links';
import { buttonClass, linkClass, noteClass, outlineButtonClass } from '../booking-styles';
import { handoverBaseAttr, handoverParamAttr } from './held-submit';
import { useWords } from '../../../locale/use-words';

// What the form shows when the app cannot take a press: prerendered, shown by the form's own
// state or by the browser itself, so they work with none of the app's code.

/** A link that carries the booking, filled in by the entry script from the fields (held-submit.ts). */
function HandoverLink({ href, param, children }: { href: string; param: string; children: ReactNode }) {
  return (
    <a href={href} className={linkClass} {...{ [handoverParamAttr]: param, [handoverBaseAttr]: href }}>
      {children}
    </a>
  );
}

/**
 * What a held submit turns into when the app cannot carry it out: the page's scripts did not load
 * within about 10 s of the press, or not at all. Prerendered and hidden: the entry script shows it
 * by the form's state and fills its links, since none of the app's code may have arrived.
 */
export function Handover() {
  const bookingWords = useWords('booking');
  const site = useContent('site');
  return (
    <div role="alert" className={`${noteClass} booking-handover`}>
      <div className="booking-lines">
        <p>{bookingWords.booking.couldNotLoad}</p>
        <p className="booking-if-loads">{bookingWords.booking.ifLoads}</p>
        <p>{bookingWords.booking.sendYourself}</p>
        <ul>
          <li>
            <a href={phoneHref(site)} className={linkClass}>
              {bookingWords.booking.call(site.phone.display)}
            </a>
          </li>
          <li>
            <HandoverLink href={emailHref(site, { subject: bookingWords.summary.title })} param="body">
              {bookingWords.booking.emailRequest(site.email)}
            </HandoverLink>
          </li>
          <li>
            <HandoverLink href={whatsappHref(site)} param="text">
              {bookingWords.booking.whatsappRequest}
            </HandoverLink>
          </li>
        </ul>
      </div>
    </div>
  );
}

/** The note Book Appointment opens by itself when nothing on the page can take the press. */
export const notStartedId = 'booking-not-started';

/**
 * Book Appointment pressed with nothing on the page to take it: JavaScript is off, or the entry
 * script (the one in the HTML, which holds an early press for the app) has not run, because it
 * is still on its way or failed to load. The button opens this itself (a popover: no script), so
 * the press is never met with silence, and the visitor is told how to book without the page.
 */
export function NotStarted() {
  const bookingWords = useWords('booking');
  return (
    <div id={notStartedId} popover="auto" role="alert" className={`${noteClass} booking-not-started`}>
      <div className="booking-lines">
        <p>{bookingWords.booking.notStarted}</p>
        <p>
          {bookingWords.booking.pressAgain} <ContactLinks />.
        </p>
        <button
          type="button"
          popoverTarget={notStartedId}
          popoverTargetAction="hide"
          className={`${buttonClass} ${outlineButtonClass} booking-button-sm`}
        >
          {bookingWords.booking.close}
        </button>
      </div>
    </div>
  );
}
