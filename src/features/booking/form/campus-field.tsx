import type { ChangeEventHandler, ReactEventHandler } from 'react';
import { useContent } from '../../../locale/use-content';
import { requiredClass } from '../booking-styles';
import { errorTextId } from './booking-validation';
import { ContentText } from '../../../components/content-text';
import { langOf } from '../../../content/untranslated';
import { useWords } from '../../../locale/use-words';

interface CampusFieldProps {
  error?: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onInvalid: ReactEventHandler<HTMLInputElement>;
}

/** The campus: native radios, so a choice made before hydration stands; with one campus, no question. */
export function CampusField({ error, onChange, onInvalid }: CampusFieldProps) {
  const bookingWords = useWords('booking');
  const site = useContent('site');
  const [only] = site.campuses;
  if (site.campuses.length === 1 && only) return <input type="hidden" name="campus" value={only.id} />;
  return (
    <fieldset>
      <legend className="booking-legend">
        {bookingWords.booking.campus}
        <span aria-hidden="true" className={requiredClass}>
          *
        </span>
      </legend>
      <div className="booking-choices">
        {site.campuses.map((campus) => (
          <label
            key={campus.id}
            className={error ? 'booking-choice booking-choice-invalid' : 'booking-choice'}
          >
            {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- each radio is what the browser finds invalid, and screen readers say so on it */}
            <input
              type="radio"
              name="campus"
              value={campus.id}
              required
              onChange={onChange}
              onInvalid={onInvalid}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorTextId('campus') : undefined}
            />
            <span>
              <span className="booking-choice-name" lang={langOf(campus, 'name')}>
                {campus.name}
              </span>
              <span className="booking-choice-place">
                <ContentText of={campus} field="building" />, {campus.street}, {campus.town}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorTextId('campus')} className="booking-campus-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
