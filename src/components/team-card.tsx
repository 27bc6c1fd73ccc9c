import { chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { initialsOf, type TeamMember } from '../content/team';
import { langOf } from '../content/untranslated';
import { cardStyles } from './card-styles';
import { ContentImage } from './content-image';

/** A team member with their headshot, or an initials avatar drawn in CSS when they have none. */
export function TeamCard({ member }: { member: TeamMember }) {
  return (
    <Flex as="article" direction="column" gap="3" {...cardStyles}>
      {member.headshot ? (
        <chakra.div
          boxSize="14"
          rounded="full"
          overflow="hidden"
          css={{ '& img': { h: 'full', objectFit: 'cover' } }}
        >
          {/* 3.5rem across: the 640 px file is the smallest made; lazy, the team is far down the page. */}
          <ContentImage image={member.headshot} sizes="3.5rem" lazy />
        </chakra.div>
      ) : (
        <chakra.span
          aria-hidden="true"
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          boxSize="14"
          rounded="full"
          bg="brand.700"
          color="white"
          fontWeight="bold"
          fontSize="lg"
        >
          {initialsOf(member.name)}
        </chakra.span>
      )}
      <div>
        <Heading as="h3" size="md" color="gray.900">
          {member.honorific ? <span lang={langOf(member, 'honorific')}>{member.honorific} </span> : null}
          {member.name}
        </Heading>
        <Text color="brand.700" fontWeight="medium" fontSize="sm" lang={langOf(member, 'role')}>
          {member.role}
        </Text>
      </div>
      <Text color="fg.muted" fontSize="sm" lang={langOf(member, 'blurb')}>
        {member.blurb}
      </Text>
    </Flex>
  );
}
