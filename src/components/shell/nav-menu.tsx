import type { FocusEvent, MouseEvent, SyntheticEvent } from 'react';
import { chakra } from '@chakra-ui/react';
import type { NavMenu as Menu } from './navigation';
import { NavItemLink } from './nav-item-link';
import { DisclosureSummary } from './disclosure-summary';
import { ChevronIcon } from './nav-icons';
import { navSummaryStyles } from './nav-styles';
import { menuButtonId, navMenuGroup } from './use-disclosure-nav';

interface Props {
  menu: Menu;
  expanded: boolean;
  onToggle: (event: SyntheticEvent<HTMLDetailsElement>) => void;
  onSummaryClick: (event: MouseEvent<HTMLElement>) => void;
  onClose: (menuId: string) => void;
  onNavigate: () => void;
  /** False while a press inside the header is under way (see useDisclosureNav). */
  closesOnBlur: () => boolean;
}

/**
 * A disclosure: a button that shows or hides a list of links. A native <details> in an exclusive
 * group, so it opens (and the other menus close) from the first paint, with or without script.
 */
export function NavMenu({
  menu,
  expanded,
  onToggle,
  onSummaryClick,
  onClose,
  onNavigate,
  closesOnBlur,
}: Props) {
  const listId = `nav-${menu.id}-menu`;

  // Tabbing past the last link (or anywhere else) closes the menu, as in the ARIA example.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget) && closesOnBlur()) onClose(menu.id);
  };

  return (
    <chakra.li position={{ lg: 'relative' }} onBlur={onBlur}>
      {/* The visitor may open it before hydration: `open` is the browser's (useDisclosureNav). */}
      <details name={navMenuGroup} data-menu={menu.id} onToggle={onToggle} suppressHydrationWarning>
        <DisclosureSummary
          expanded={expanded}
          id={menuButtonId(menu.id)}
          aria-controls={listId}
          onClick={onSummaryClick}
          css={navSummaryStyles}
        >
          {menu.label}
          <ChevronIcon />
        </DisclosureSummary>
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
              <NavItemLink item={item} onNavigate={onNavigate} />
            </li>
          ))}
        </chakra.ul>
      </details>
    </chakra.li>
  );
}
