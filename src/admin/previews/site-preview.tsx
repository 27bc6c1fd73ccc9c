/** The college's details where every page shows them: the header, a call to action and the footer. */
import { Box } from '@chakra-ui/react';
import { CallToAction } from '../../components/call-to-action';
import { SiteFooter } from '../../components/shell/site-footer';
import { SiteHeader } from '../../components/shell/site-header';
import { paths } from '../../config/paths';
import { entryPreview, type CollectionPreviews } from '../entry-preview';

export const previews: CollectionPreviews = {
  site: entryPreview('site', (details) => (
    <Box display="flex" flexDirection="column" minH="100vh">
      <SiteHeader site={details} />
      <Box flex="1">
        <CallToAction to={paths.booking} />
      </Box>
      <SiteFooter site={details} />
    </Box>
  )),
};
