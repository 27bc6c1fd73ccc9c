/** The community page's preview, with the events as published. */
import { CommunityView } from '../../pages/community-page';
import { entryPreview, type CollectionPreviews } from '../entry-preview';

export const previews: CollectionPreviews = {
  community: entryPreview('community', (community) => <CommunityView community={community} />),
};
