import { Box } from '@chakra-ui/react';
import { site } from '../../content/site';

// Placeholder: replaced by the full footer.
export function SiteFooter() {
  return <Box as="footer">{site.email}</Box>;
}
