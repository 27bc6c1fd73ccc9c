import type { ReactNode } from 'react';
import { Box, Button, chakra, Container, Flex } from '@chakra-ui/react';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { bookAppointment, isNavMenu, mainNavigation } from '../../content/navigation';
import { site } from '../../content/site';
import { focusRing } from '../focus-ring';
import { BrandMark } from './brand-mark';
import { NavItemLink } from './nav-item-link';
import { MenuIcon } from './nav-icons';
import { NavMenu } from './nav-menu';
import { useDisclosureNav } from './use-disclosure-nav';

const navId = 'site-navigation';

/**
 * The site header: logo, main navigation (disclosure menus) and Book Appointment. Below the
 * lg breakpoint the navigation collapses behind a toggle button.
 */
export function SiteHeader({ actions }: { actions?: ReactNode }) {
  const {
    openMenu,
    mobileOpen,
    containerRef,
    toggleRef,
    onPointerDownCapture,
    closesOnBlur,
    closeAll,
    toggleMenu,
    closeMenu,
    toggleMobile,
    onKeyDown,
  } = useDisclosureNav();

  return (
    <Box
      as="header"
      ref={containerRef}
      bg="white"
      borderBottomWidth="1px"
      borderColor="gray.200"
      onPointerDownCapture={onPointerDownCapture}
    >
      <Container maxW="7xl" py="3">
        <Flex align="center" wrap="wrap" gap="3" onKeyDown={onKeyDown}>
          <chakra.a
            asChild
            mr="auto"
            display="flex"
            alignItems="center"
            gap="2.5"
            rounded="md"
            _focusVisible={focusRing}
          >
            <Link to={paths.home} onClick={closeAll}>
              <BrandMark />
              <chakra.span lineHeight="1.15" color="brand.800">
                <chakra.span display="block" fontWeight="bold" fontSize="lg">
                  {site.shortName}
                </chakra.span>
                <chakra.span display="block" fontSize="xs" color="gray.700">
                  of Computer Studies
                </chakra.span>
              </chakra.span>
            </Link>
          </chakra.a>

          {/* Before the navigation in the page, so Tab goes from the toggle into the opened menu. */}
          <chakra.button
            ref={toggleRef}
            type="button"
            order="2"
            display={{ base: 'inline-flex', lg: 'none' }}
            alignItems="center"
            justifyContent="center"
            boxSize="11"
            rounded="md"
            color="brand.800"
            borderWidth="1px"
            borderColor="gray.300"
            aria-expanded={mobileOpen}
            aria-controls={navId}
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            onClick={toggleMobile}
            _focusVisible={focusRing}
          >
            <MenuIcon open={mobileOpen} />
          </chakra.button>

          <chakra.nav
            id={navId}
            aria-label="Main"
            order={{ base: 3, lg: 1 }}
            w={{ base: 'full', lg: 'auto' }}
            display={{ base: mobileOpen ? 'block' : 'none', lg: 'flex' }}
            alignItems="center"
            gap="3"
            pt={{ base: 2, lg: 0 }}
            pb={{ base: 3, lg: 0 }}
          >
            <chakra.ul display={{ lg: 'flex' }} alignItems="center" gap="1">
              {mainNavigation.map((entry) =>
                isNavMenu(entry) ? (
                  <NavMenu
                    key={entry.id}
                    menu={entry}
                    open={openMenu === entry.id}
                    onToggle={toggleMenu}
                    onClose={closeMenu}
                    onNavigate={closeAll}
                    closesOnBlur={closesOnBlur}
                  />
                ) : (
                  <li key={entry.label}>
                    <NavItemLink item={entry} onNavigate={closeAll} />
                  </li>
                ),
              )}
            </chakra.ul>
            <Button asChild mt={{ base: 3, lg: 0 }} w={{ base: 'full', lg: 'auto' }}>
              <NavLink to={bookAppointment.to} end onClick={closeAll}>
                {bookAppointment.label}
              </NavLink>
            </Button>
          </chakra.nav>

          <Box order={{ base: 1, lg: 2 }}>{actions}</Box>
        </Flex>
      </Container>
    </Box>
  );
}
