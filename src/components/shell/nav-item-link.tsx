import { chakra } from '@chakra-ui/react';
import type { NavLinkItem } from './navigation';
import { PageLink } from '../page-link';
import { navItemStyles } from './nav-styles';

const StyledLink = chakra(PageLink);

/** One navigation link; not aria-current to a #section, as the hash is unknown when prerendering. */
export function NavItemLink({ item }: { item: NavLinkItem }) {
  return (
    <StyledLink to={item.to} marksCurrentPage={!item.to.includes('#')} css={navItemStyles}>
      {item.label}
    </StyledLink>
  );
}
