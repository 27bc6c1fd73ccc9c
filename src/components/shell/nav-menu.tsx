import type { FocusEvent } from 'react';
import { chakra } from '@chakra-ui/react';
import type { NavMenu as Menu } from '../../content/navigation';
import { NavItemLink } from './nav-item-link';
import { ChevronIcon } from './nav-icons';
import { navItemStyles } from './nav-styles';
import { menuButtonId } from './use-disclosure-nav';

interface Props {
  menu: Menu;
  open: boolean;
  onToggle: (menuId: string) => void;
  onClose: (menuId: string) => void;
  onNavigate: () => void;
  /** False while a press inside the header is under way (see useDisclosureNav). */
  closesOnBlur: () => boolean;
}

/** A disclosure: a button with aria-expanded that shows or hides a list of links. */
export function NavMenu({ menu, open, onToggle, onClose, onNavigate, closesOnBlur }: Props) {
  const listId = `nav-${menu.id}-menu`;

  // Tabbing past the last link (or anywhere else) closes the menu, as in the ARIA example.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget) && closesOnBlur()) onClose(menu.id);
  };

  return (
    <chakra.li position={{ lg: 'relative' }} onBlur={onBlur}>
      <chakra.button
        type="button"
        id={menuButtonId(menu.id)}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => onToggle(menu.id)}
        css={navItemStyles}
      >
        {menu.label}
        <ChevronIcon />
      </chakra.button>
      <chakra.ul
        id={listId}
        hidden={!open}
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
    </chakra.li>
  );
}
