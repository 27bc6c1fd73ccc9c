import { chakra } from '@chakra-ui/react';
import type { NavMenu as Menu } from './navigation';
import { NavItemLink } from './nav-item-link';
import { ChevronIcon } from './nav-icons';
import { navSummaryStyles } from './nav-styles';
import { navMenuGroup } from './disclosure-nav';

/** A menu as a native <details> in an exclusive group: it works from the first paint, without script. */
export function NavMenu({ menu }: { menu: Menu }) {
  const listId = `nav-${menu.id}-menu`;

  return (
    <chakra.li position={{ lg: 'relative' }}>
      {/* The visitor may open it before hydration: `open` is the browser's, and aria-expanded the script's. */}
      <details name={navMenuGroup} suppressHydrationWarning>
        <chakra.summary role="button" aria-controls={listId} css={navSummaryStyles} suppressHydrationWarning>
          {menu.label}
          <ChevronIcon />
        </chakra.summary>
        <chakra.ul
          id={listId}
          position={{ lg: 'absolute' }}
          top="100%"
          left="0"
          zIndex="dropdown"
          minW="56"
          mt={{ lg: 1 }}
          py={{ base: 1, lg: 2 }}
          pl={{ base: 4, lg: 2 }}
          pr={{ lg: 2 }}
          bg="white"
          rounded="md"
          borderWidth={{ lg: '1px' }}
          borderColor="gray.200"
          shadow={{ lg: 'lg' }}
        >
          {menu.items.map((item) => (
            <li key={item.label}>
              <NavItemLink item={item} />
            </li>
          ))}
        </chakra.ul>
      </details>
    </chakra.li>
  );
}
