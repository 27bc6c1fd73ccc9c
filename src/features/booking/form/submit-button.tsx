import { useHydrated } from '../../../components/use-client-value';
import { buttonClass } from '../booking-styles';
import { notStartedId } from './form-fallbacks';
import { submitButtonAttr } from './held-submit';
import { useWords } from '../../../locale/use-words';

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
