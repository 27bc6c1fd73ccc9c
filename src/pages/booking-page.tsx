import { Box, Container, Grid, Heading, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { campusTowns } from '../content/site';
import { useContent } from '../locale/use-content';
import { whatsappHref } from '../lib/contact-links';
import { directionsHref } from '../lib/directions-href';
import { listPhrase } from '../lib/wording';
import { BookingSection } from '../features/booking/booking-section';
import { langOf } from '../content/untranslated';
import { ContentText } from '../components/content-text';
import { WordsWith } from '../components/words-with';
import { useWords } from '../locale/use-words';
import { PrerenderedPart } from '../components/prerendered-part';
import { Island } from '../components/island';

/** Contact details and office hours beside the form: the other ways to reach an advisor. */
function ContactDetails() {
  const commonWords = useWords('common');
  const bookingWords = useWords('booking');
  const site = useContent('site');
  return (
    <Stack
      as="aside"
      aria-labelledby="booking-contact"
      gap="5"
      bg="bg.muted"
      rounded="md"
      p={{ base: '5', md: '6' }}
    >
      <Heading as="h2" id="booking-contact" size="lg">
        {commonWords.shell.contact}
      </Heading>
      <Box>
        <Text fontWeight="semibold">{commonWords.shell.phone}</Text>
        <Link href={`tel:${site.phone.e164}`}>{site.phone.display}</Link>
      </Box>
      <Box>
        <Text fontWeight="semibold">{commonWords.shell.email}</Text>
        <Link href={`mailto:${site.email}`}>{site.email}</Link>
      </Box>
      <Box>
        <Text fontWeight="semibold">WhatsApp</Text>
        <Link
          href={whatsappHref(site, bookingWords.booking.whatsappGreeting(site.shortName))}
          target="_blank"
          rel="noopener"
        >
          {bookingWords.booking.chatAdvisor}
          <VisuallyHidden>{commonWords.shell.chatHint}</VisuallyHidden>
        </Link>
      </Box>
      <Box>
        <Heading as="h3" size="md" mb="1">
          {commonWords.shell.officeHours}
        </Heading>
        {site.officeHours.map((hours) => (
          <Text key={hours.days} lang={langOf(hours, 'label')}>
            {hours.label}
          </Text>
        ))}
        <Text>{bookingWords.booking.closedHolidays}</Text>
      </Box>
      {site.campuses.map((campus) => (
        <Box key={campus.id}>
          <Heading as="h3" size="md" mb="1" lang={langOf(campus, 'name')}>
            {campus.name}
          </Heading>
          <Text>
            <ContentText of={campus} field="building" />, {campus.street}, {campus.town}
          </Text>
          <Text color="fg.muted" fontSize="sm" lang={langOf(campus, 'directions')}>
            {campus.directions}
          </Text>
          {campus.officeHours?.map((hours) => (
            <Text key={hours.days} lang={langOf(hours, 'label')}>
              {hours.label}
            </Text>
          ))}
          <Link href={directionsHref(campus.geo)}>
            <WordsWith words={commonWords.shell.directionsTo}>
              <ContentText of={campus} field="name" />
            </WordsWith>
          </Link>
        </Box>
      ))}
    </Stack>
  );
}

export default function BookingPage() {
  const commonWords = useWords('common');
  const bookingWords = useWords('booking');
  const site = useContent('site');
  return (
    <Container py={{ base: '8', md: '12' }} maxW="6xl">
      <PrerenderedPart>
        <Stack gap="3" mb="8" maxW="3xl">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} tabIndex={-1}>
            {bookingWords.booking.title}
          </Heading>
          <Text fontSize="lg" color="fg.muted">
            {bookingWords.booking.lead(listPhrase(campusTowns(site), commonWords.conjunctions.or))}
          </Text>
        </Stack>
      </PrerenderedPart>
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap={{ base: '8', lg: '12' }} alignItems="start">
        <Island>
          <BookingSection />
        </Island>
        <PrerenderedPart>
          <ContactDetails />
        </PrerenderedPart>
      </Grid>
    </Container>
  );
}
