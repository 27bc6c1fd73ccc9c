/** The community page's preview, with the events as published. */
import { useMemo } from 'react';
import type { CommunityContent } from '../../content/community';
import { toCollegeEvent } from '../../content/event-dates';
import { useContent } from '../../locale/use-content';
import { CommunityView } from '../../pages/community-page';
import { entryPreview, type CollectionPreviews } from '../entry-preview';

function CommunityWithEvents({ community }: { community: CommunityContent }) {
  const entries = useContent('events');
  const events = useMemo(() => entries.map(toCollegeEvent), [entries]);
  return <CommunityView community={community} events={events} />;
}

export const previews: CollectionPreviews = {
  community: entryPreview('community', (community) => <CommunityWithEvents community={community} />),
};
