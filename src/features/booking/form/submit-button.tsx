import { useHydrated } from '../../../components/use-client-value';
import { buttonClass } from '../booking-styles';
import { notStartedId } from './form-fallbacks';
import { submitButtonAttr } from './held-submit';
import { useWords } from '../../../locale/use-words';

/**
 * A plain button until hydrated, so the browser never submits the form by itself (which would
 * put the visitor's details in the URL); a press then is held for the app (held-submit.ts). Until
 * then it also names the not-started note, which the browser opens on a press the entry script
 * did not take (held-submit.ts cancels the click, and with it the note, when it does).
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
