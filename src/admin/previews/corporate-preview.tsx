/** The corporate page's preview: the page itself. */
import { CorporateView } from '../../pages/corporate-page';
import { entryPreview, type CollectionPreviews } from '../entry-preview';

export const previews: CollectionPreviews = {
  corporate: entryPreview('corporate', (corporate) => <CorporateView corporate={corporate} />),
};
