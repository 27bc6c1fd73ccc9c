import { Box, chakra, Flex, Heading, Text, VisuallyHidden } from '@chakra-ui/react';
import type { CollegeEvent } from '../content/event-dates';
import {
  eventDateLabel,
  eventMonthLabel,
  eventRegistrationMessage,
  eventTimeLabel,
} from '../i18n/event-labels';
import { langOf } from '../content/untranslated';
import { bookingHref } from '../lib/booking-href';
import { CampusName } from './campus-name';
import { cardStyles } from './card-styles';
import { ContentImage } from './content-image';
import { ButtonLink } from './router-links';
import { useWords } from '../locale/use-words';

/** An event with its date badge: a Register link prefilling the booking message, or muted once `past`. */
export function EventCard({ event, past = false }: { event: CollegeEvent; past?: boolean }) {
  const commonWords = useWords('common');
  const whenWords = useWords('when');
  const communityWords = useWords('community');
  const titleId = `event-${event.slug}`;
  return (
    <Flex
      as="article"
      aria-labelledby={titleId}
      gap="5"
      {...cardStyles}
      direction={{ base: 'column', sm: 'row' }}
    >
      <chakra.time
        dateTime={event.startDate.slice(0, 10)}
        display="flex"
        flexDirection="column"
        alignSelf="flex-start"
        flexShrink="0"
        w="24"
        textAlign="center"
        bg={past ? 'gray.100' : 'brand.700'}
        color={past ? 'gray.700' : 'white'}
        rounded="lg"
        py="3"
      >
        <chakra.span fontSize="3xl" fontWeight="bold" lineHeight="1">
          {event.day}
        </chakra.span>
        <chakra.span fontWeight="semibold">{eventMonthLabel(event, whenWords)}</chakra.span>
        <chakra.span fontSize="sm">{event.year}</chakra.span>
      </chakra.time>
      <Flex direction="column" gap="2" flex="1">
        <Heading as="h3" id={titleId} lang={langOf(event, 'title')} size="lg" color="gray.900">
          {event.title}
        </Heading>
        <Text color="gray.700" fontWeight="medium">
          {eventDateLabel(event, whenWords)} · {eventTimeLabel(event, whenWords, commonWords)} ·{' '}
          <CampusName id={event.location} />
        </Text>
        <Text color="fg.muted" lang={langOf(event, 'description')}>
          {event.description}
        </Text>
        {event.photo && (
          <Box maxW="md" rounded="lg" overflow="hidden">
            <ContentImage image={event.photo} sizes="(min-width: 48em) 28rem, 80vw" lazy />
          </Box>
        )}
        {past ? null : (
          <Box mt="2">
            <ButtonLink
              to={bookingHref({ message: eventRegistrationMessage(event, whenWords, communityWords) })}
              size="sm"
              variant="outline"
            >
              {communityWords.events.register}
              <VisuallyHidden>{communityWords.events.registerFor(event.title)}</VisuallyHidden>
            </ButtonLink>
          </Box>
        )}
      </Flex>
    </Flex>
  );
}
