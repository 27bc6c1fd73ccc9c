import { Box, chakra, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { FaqAccordion } from '../components/faq-accordion';
import { focusRing } from '../components/focus-ring';
import { PageHero } from '../components/page-hero';
import { ButtonLink } from '../components/router-links';
import { paths } from '../config/paths';
import { useContent } from '../locale/use-content';
import { langOf } from '../content/untranslated';
import { useWords } from '../locale/use-words';

const contactLinkStyles = {
  color: 'brand.700',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  _focusVisible: focusRing,
} as const;

export default function FaqsPage() {
  const commonWords = useWords('common');
  const faqsWords = useWords('faqs');
  const faqs = useContent('faqs');
  const site = useContent('site');
  return (
    <>
      <PageHero eyebrow={commonWords.nav.faqs} title={faqsWords.faqs.title} lead={faqsWords.faqs.lead} />
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
              {faqsWords.faqs.stillQuestions}
            </Heading>
            <Text mt="2" color="gray.700">
              {faqsWords.faqs.advisorsHelp}
            </Text>
            <Stack as="dl" gap="3" mt="5">
              {[
                [commonWords.shell.phone, `tel:${site.phone.e164}`, site.phone.display],
                [commonWords.shell.email, `mailto:${site.email}`, site.email],
              ].map(([term, href, text]) => (
                <div key={href}>
                  <chakra.dt fontWeight="semibold">{term}</chakra.dt>
                  <dd>
                    <chakra.a href={href} css={contactLinkStyles}>
                      {text}
                    </chakra.a>
                  </dd>
                </div>
              ))}
              <div>
                <chakra.dt fontWeight="semibold">{commonWords.shell.officeHours}</chakra.dt>
                {site.officeHours.map((hours) => (
                  <dd key={hours.days} lang={langOf(hours, 'label')}>
                    {hours.label}
                  </dd>
                ))}
              </div>
            </Stack>
            <ButtonLink to={paths.booking} mt="6" w="full">
              {commonWords.nav.bookAppointment}
            </ButtonLink>
          </Box>
        </Grid>
      </Container>
    </>
  );
}
