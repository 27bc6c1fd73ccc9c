import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';
import { site } from '../../content/site';

// Placeholder: replaced by the full navigation.
export function SiteHeader({ actions }: { actions?: ReactNode }) {
  return (
    <Box as="header">
      {site.name}
      {actions}
    </Box>
  );
}
