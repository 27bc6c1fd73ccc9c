import type { ComponentProps } from 'react';
import { NativeSelect } from '@chakra-ui/react';

type OptionSelectProps = ComponentProps<typeof NativeSelect.Field> & {
  /** The choices, as shown and as sent. */
  options: readonly string[];
  /** The empty first choice, which `required` rejects. */
  placeholder: string;
  /** A choice offered but not open now (a time the chosen day cannot take). */
  isUnavailable?: (option: string) => boolean;
  /** How an option reads in the page's language; its value stays the one the e-mail carries. */
  labelOf?: (option: string) => string;
};

/** A native select of fixed text options with an empty default (the form's time and interest). */
export function OptionSelect({ options, isUnavailable, labelOf, ...fieldProps }: OptionSelectProps) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...fieldProps}>
        {options.map((option) => (
          <option key={option} value={option} disabled={isUnavailable?.(option) === true}>
            {labelOf ? labelOf(option) : option}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
