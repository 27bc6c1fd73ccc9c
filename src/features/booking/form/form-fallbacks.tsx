import type { ReactNode } from 'react';
import { useHydrated } from '../../../components/use-client-value';
import { useContent } from '../../../locale/use-content';
import { emailHref, phoneHref, whatsappHref } from '../../../lib/contact-links';
import { ContactLinks } from '../booking-contact-links';
import { buttonClass, linkClass, noteClass, outlineButtonClass } from '../booking-styles';
import { handoverBaseAttr, handoverParamAttr, submitButtonAttr } from './held-submit';
import { useWords } from '../../../locale/use-words';

/** A link that carries the booking, filled in by the entry script from the fields (held-submit.ts). */
function HandoverLink({ href, param, children }: { href: string; param: string; children: ReactNode }) {
  return (
    <a href={href} className={linkClass} {...{ [handoverParamAttr]: param, [handoverBaseAttr]: href }}>
      {children}
    </a>
  );
}

/**
 * A held submit the app cannot carry out (late or failed scripts): prerendered and hidden, shown by
 * the entry script, which fills its links, since none of the app's code may have arrived.
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
const notStartedId = 'booking-not-started';

/**
 * Book Appointment pressed with no script to take it (JavaScript off, the entry script late or not
 * loaded): the button opens this popover itself, so the press is never met with silence.
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

/**
 * A plain button until hydrated, so the browser never submits the form (the details would go in the
 * URL); until then it opens the not-started note, unless the entry script holds the press.
 */
export function SubmitButton({ sending }: { sending: boolean }) {
  const commonWords = useWords('common');
  const bookingWords = useWords('booking');
  const hydrated = useHydrated();
  return (
    <button
      type={hydrated ? 'submit' : 'button'}
      popoverTarget={hydrated ? undefined : notStartedId}
      className={`${buttonClass} booking-button-lg`}
      disabled={sending}
      {...{ [submitButtonAttr]: '' }}
    >
      {sending ? bookingWords.booking.sendingButton : commonWords.nav.bookAppointment}
    </button>
  );
}
