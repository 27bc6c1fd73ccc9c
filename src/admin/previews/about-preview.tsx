/** The about page's preview, with the team and the college's details as published. */
import { AboutView } from '../../pages/about-page';
import { entryPreview, type CollectionPreviews } from '../entry-preview';

export const previews: CollectionPreviews = {
  about: entryPreview('about', (about) => <AboutView about={about} />),
};
