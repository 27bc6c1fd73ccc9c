import type { ChangeEventHandler, ReactEventHandler } from 'react';
import { chakra, Stack, Text } from '@chakra-ui/react';
import { useContent } from '../../../locale/use-content';
import { errorTextId } from './booking-validation';
import { ContentText } from '../../../components/content-text';
import { langOf } from '../../../content/untranslated';
import { useWords } from '../../../locale/use-words';

interface CampusFieldProps {
  error?: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onInvalid: ReactEventHandler<HTMLInputElement>;
}

/**
 * Which campus the visitor will come to: native radios, one per campus in content/site.yml, so
 * a choice made before the page hydrated is the form's as it is; each campus's id is its value,
 * its name in the page's language its label. With one campus there is no question: the form
 * carries its id.
 */
export function CampusField({ error, onChange, onInvalid }: CampusFieldProps) {
  const bookingWords = useWords('booking');
  const site = useContent('site');
  const [only] = site.campuses;
  if (site.campuses.length === 1 && only) return <input type="hidden" name="campus" value={only.id} />;
  return (
    <chakra.fieldset>
      <chakra.legend fontWeight="medium" fontSize="sm" mb="1.5">
        {bookingWords.booking.campus}
        <chakra.span aria-hidden="true" color="fg.error" ms="1">
          *
        </chakra.span>
      </chakra.legend>
      <Stack gap="2">
        {site.campuses.map((campus) => (
          <chakra.label
            key={campus.id}
            display="flex"
            gap="3"
            alignItems="baseline"
            borderWidth="1px"
            borderColor={error ? 'red.600' : 'border'}
            rounded="md"
            px="3"
            py="2"
            cursor="pointer"
          >
            <chakra.input
              type="radio"
              name="campus"
              value={campus.id}
              required
              onChange={onChange}
              onInvalid={onInvalid}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorTextId('campus') : undefined}
              accentColor="brand.600"
              boxSize="4"
            />
            <span>
              <chakra.span display="block" fontWeight="semibold" lang={langOf(campus, 'name')}>
                {campus.name}
              </chakra.span>
              <chakra.span fontSize="sm" color="fg.muted">
                <ContentText of={campus} field="building" />, {campus.street}, {campus.town}
              </chakra.span>
            </span>
          </chakra.label>
        ))}
      </Stack>
      {error && (
        <Text id={errorTextId('campus')} color="red.700" fontSize="sm" mt="1.5">
          {error}
        </Text>
      )}
    </chakra.fieldset>
  );
}
