import type { Ref, SubmitEvent } from 'react';
import { Button, chakra, Flex } from '@chakra-ui/react';
import type { Facet } from './course-facets';
import { focusRing } from '../../components/focus-ring';
import { useWords } from '../../locale/use-words';

interface Props {
  facets: readonly Facet[];
  formRef: Ref<HTMLFormElement>;
}

// A chip around a native radio: the radio itself stays visible and focusable (arrow keys move
// within a facet, Tab between facets), and the chip shows the checked and focused states by CSS.
const chipStyles = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  px: '3',
  py: '1.5',
  borderWidth: '1px',
  borderColor: 'gray.300',
  rounded: 'full',
  cursor: 'pointer',
  fontSize: 'sm',
  '&:has(:checked)': { borderColor: 'brand.600', bg: 'brand.50', fontWeight: 'semibold' },
  '&:has(:focus-visible)': focusRing,
  '& input': { accentColor: 'brand.600', outline: 'none' },
} as const;

// Submitting would only reload the page (the filter never needs it): held back after hydration.
const keepPage = (event: SubmitEvent) => event.preventDefault();

/** The course filter: uncontrolled radios per facet, "any" checked in the HTML, which the CSS filters by. */
export function CourseFilterForm({ facets, formRef }: Props) {
  const coursesWords = useWords('courses');
  return (
    <chakra.form
      ref={formRef}
      aria-label={coursesWords.filter.label}
      onSubmit={keepPage}
      display="flex"
      flexWrap="wrap"
      alignItems="end"
      gap={{ base: 4, md: 8 }}
      mb="6"
      // Clear filters shows only while a filter is on (a radio other than "any" is checked).
      css={{ '&:not(:has(:checked:not([value=""]))) [type=reset]': { display: 'none' } }}
    >
      {facets.map((facet) => (
        <chakra.fieldset key={facet.name}>
          <chakra.legend fontWeight="semibold" mb="2">
            {facet.legend}
          </chakra.legend>
          <Flex wrap="wrap" gap="2">
            {[{ value: '', label: facet.anyLabel }, ...facet.options].map((option) => (
              <chakra.label key={option.value} css={chipStyles}>
                <input type="radio" name={facet.name} value={option.value} defaultChecked={!option.value} />
                {option.label}
              </chakra.label>
            ))}
          </Flex>
        </chakra.fieldset>
      ))}
      {/* A reset: back to the HTML's "any" radios, with or without JavaScript. */}
      <Button type="reset" size="sm">
        {coursesWords.filter.clear}
      </Button>
    </chakra.form>
  );
}
