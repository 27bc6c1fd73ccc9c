/** Previews of the entries the site shows in lists: each as its card or item on its page. */
import type { ReactNode } from 'react';
import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { EventCard } from '../../components/event-card';
import { FaqAccordion } from '../../components/faq-accordion';
import { PackageCard } from '../../components/package-card';
import { PageSection } from '../../components/page-section';
import { TeamCard } from '../../components/team-card';
import { isUpcoming, toCollegeEvent } from '../../content/event-dates';
import { openingOn } from '../../content/opening-hours';
import type { Closure } from '../../content/closures';
import { closedText } from '../../i18n/opening-text';
import { useContent } from '../../locale/use-content';
import { useWords } from '../../locale/use-words';
import { entryPreview, type CollectionPreviews } from '../entry-preview';

/** Where on the site the entry shows, above it, in the preview's own words. */
function Shown({ where, children, width = 'sm' }: { where: string; children: ReactNode; width?: string }) {
  return (
    <PageSection>
      <Container maxW={width} px="0">
        <Heading as="p" size="sm" color="fg.muted" mb="3">
          {where}
        </Heading>
        {children}
      </Container>
    </PageSection>
  );
}

function ClosureRefusal({ closure }: { closure: Closure }) {
  const site = useContent('site');
  const booking = useWords('booking');
  const when = useWords('when');
  const opening = openingOn(closure.date, undefined, { officeHours: site.officeHours, closures: [closure] });
  return (
    <Shown where="Booking form" width="xl">
      <Box p="6" rounded="xl" bg="white" borderWidth="1px">
        <Text fontWeight="semibold">
          {closure.until
            ? `${when.when.date(closure.date)} to ${when.when.date(closure.until)}`
            : when.when.date(closure.date)}
        </Text>
        <Text mt="2">A visit asked for that day is refused with:</Text>
        <Text mt="2" color="red.700">
          {opening.open ? 'nothing: the college is open' : `${closedText(opening, booking, when)}.`}
        </Text>
      </Box>
    </Shown>
  );
}

export const previews: CollectionPreviews = {
  /** An event on the community page: under Upcoming or Past events by today's date, as a visitor sees it now. */
  events: entryPreview('events', (entry) => {
    const event = toCollegeEvent(entry);
    const past = !isUpcoming(event, Date.now());
    return (
      <Shown where={`Community page, ${past ? 'Past events' : 'Upcoming events'} (as of today)`}>
        <EventCard event={event} past={past} />
      </Shown>
    );
  }),

  team: entryPreview('team', (member) => (
    <Shown where="About page, Meet our team">
      <TeamCard member={member} />
    </Shown>
  )),

  /** A question as it opens on the FAQ page (the first of the list is open there at load). */
  faqs: entryPreview('faqs', (faq) => (
    <Shown where="FAQ page" width="3xl">
      <FaqAccordion items={[faq]} />
    </Shown>
  )),

  packages: entryPreview('packages', (pack) => (
    <Shown where="Courses page, Course packages">
      <PackageCard pack={pack} />
    </Shown>
  )),

  /** A closure as the booking form refuses a visit on its first day, in the form's own words. */
  closures: entryPreview('closures', (closure) => <ClosureRefusal closure={closure} />),
};
