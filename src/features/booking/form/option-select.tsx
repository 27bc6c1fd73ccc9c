import type { ComponentProps } from 'react';
import { inputClass } from '../booking-styles';

type OptionSelectProps = ComponentProps<'select'> & {
  /** The choices, as shown and as sent. */
  options: readonly string[];
  /** The empty first choice, which `required` rejects. */
  placeholder: string;
  /** A choice offered but not open now (a time the chosen day cannot take). */
  isUnavailable?: (option: string) => boolean;
  /** How an option reads in the page's language; its value stays the one the e-mail carries. */
  labelOf: (option: string) => string;
};

/** A native select of fixed text options with an empty default (the form's time and interest). */
export function OptionSelect({
  options,
  placeholder,
  isUnavailable,
  labelOf,
  ...selectProps
}: OptionSelectProps) {
  return (
    <div className="booking-select">
      <select className={inputClass} {...selectProps}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option} disabled={isUnavailable?.(option) === true}>
            {labelOf(option)}
          </option>
        ))}
      </select>
      {/* Decorative: the select's own arrow is gone with its native look. */}
      <div className="booking-chevron">
        <svg viewBox="0 0 24 24">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </div>
    </div>
  );
}
