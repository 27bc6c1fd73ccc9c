import { chakra } from '@chakra-ui/react';
import { Link, NavLink } from 'react-router-dom';
import type { NavLinkItem } from '../../content/navigation';
import { navItemStyles } from './nav-styles';

const StyledNavLink = chakra(NavLink);
const StyledLink = chakra(Link);

interface Props {
  item: NavLinkItem;
  onNavigate: () => void;
}

/**
 * One navigation link. Page links mark the current page with aria-current="page"; links to a
 * #section do not, since several share one page and the hash is unknown when prerendering.
 */
export function NavItemLink({ item, onNavigate }: Props) {
  if (item.to.includes('#')) {
    return (
      <StyledLink to={item.to} onClick={onNavigate} css={navItemStyles}>
        {item.label}
      </StyledLink>
    );
  }
  return (
    <StyledNavLink to={item.to} end onClick={onNavigate} css={navItemStyles}>
      {item.label}
    </StyledNavLink>
  );
}
