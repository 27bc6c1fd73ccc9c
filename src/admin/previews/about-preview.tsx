/** The about page's preview, with the team and the college's details as published. */
import type { AboutContent } from '../../content/about';
import { useContent } from '../../locale/use-content';
import { AboutView } from '../../pages/about-page';
import { entryPreview, type CollectionPreviews } from '../entry-preview';

function AboutWithTeam({ about }: { about: AboutContent }) {
  return <AboutView about={about} team={useContent('team')} site={useContent('site')} />;
}

export const previews: CollectionPreviews = {
  about: entryPreview('about', (about) => <AboutWithTeam about={about} />),
};
