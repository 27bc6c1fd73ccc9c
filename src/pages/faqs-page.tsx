import { Box, chakra, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { FaqAccordion } from '../components/faq-accordion';
import { focusRing } from '../components/focus-ring';
import { PageHero } from '../components/page-hero';
import { ButtonLink } from '../components/router-links';
import { paths } from '../config/paths';
import { faqs, type Faq } from '../content/faqs';
import { site, type Site } from '../content/site';

const contactLinkStyles = {
  color: 'brand.700',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  _focusVisible: focusRing,
} as const;

export default function FaqsPage() {
  return <FaqsView faqs={faqs} site={site} />;
}

/** The FAQ page from the data it is given (the built content, or the editor's entries). */
export function FaqsView({ faqs, site }: { faqs: readonly Faq[]; site: Site }) {
  return (
    <>
      <PageHero
        eyebrow="FAQs"
        title="Frequently asked questions"
        lead="Answers to what students and parents ask us most about admission, fees, classes, certificates and jobs."
      />
      <Container maxW="6xl" py={{ base: 10, md: 16 }}>
        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap={{ base: 10, lg: 12 }} alignItems="start">
          <FaqAccordion items={faqs} />
          <Box
            as="aside"
            aria-labelledby="faq-contact-heading"
            p="6"
            rounded="xl"
            bg="brand.50"
            borderWidth="1px"
            borderColor="brand.100"
          >
            <Heading as="h2" id="faq-contact-heading" size="xl" color="gray.900">
              Still have questions?
            </Heading>
            <Text mt="2" color="gray.700">
              Our advisors are happy to help. Call, write or visit us at either campus.
            </Text>
            <Stack as="dl" gap="3" mt="5">
              <div>
                <chakra.dt fontWeight="semibold">Phone</chakra.dt>
                <dd>
                  <chakra.a href={`tel:${site.phone.e164}`} css={contactLinkStyles}>
                    {site.phone.display}
                  </chakra.a>
                </dd>
              </div>
              <div>
                <chakra.dt fontWeight="semibold">E-mail</chakra.dt>
                <dd>
                  <chakra.a href={`mailto:${site.email}`} css={contactLinkStyles}>
                    {site.email}
                  </chakra.a>
                </dd>
              </div>
              <div>
                <chakra.dt fontWeight="semibold">Office hours</chakra.dt>
                {site.officeHours.map((hours) => (
                  <dd key={hours.days}>{hours.label}</dd>
                ))}
              </div>
            </Stack>
            <ButtonLink to={paths.booking} mt="6" w="full">
              Book Appointment
            </ButtonLink>
          </Box>
        </Grid>
      </Container>
    </>
  );
}
