import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { Box, Button, chakra, Container, Flex } from '@chakra-ui/react';
import { paths } from '../../config/paths';
import { bookAppointment, isNavMenu, mainNavigation } from './navigation';
import type { Site } from '../../content/site';
import { focusRing } from '../focus-ring';
import { PageLink } from '../page-link';
import { PrerenderedPart } from '../prerendered-part';
import { BrandMark } from './brand-mark';
import { LanguageLink } from './language-link';
import { NavItemLink } from './nav-item-link';
import { MenuIcon } from './nav-icons';
import { NavMenu } from './nav-menu';
import { summaryReset } from './nav-styles';
import { enhanceDisclosureNav, phoneToggleAttr } from './disclosure-nav';
import { useWords } from '../../locale/use-words';

const navId = 'site-navigation';

/** The site header: logo, navigation (behind a toggle below lg) and Book Appointment; native disclosures. */
export function SiteHeader({ site }: { site: Site }) {
  const commonWords = useWords('common');
  const callToAction = bookAppointment(commonWords);
  const headerRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // Again on every page: its menus are rendered anew, and say their state.
  useEffect(() => (headerRef.current ? enhanceDisclosureNav(headerRef.current) : undefined), [pathname]);

  return (
    <Box as="header" ref={headerRef} bg="white" borderBottomWidth="1px" borderColor="gray.200">
      <Container maxW="7xl" py="3">
        <Flex align="center" wrap="wrap" gap={{ base: 2, sm: 3, lg: 2, xl: 3 }}>
          {/* Kept on a first load (plain DOM runs the menus), rendered anew per page for aria-current. */}
          <PrerenderedPart key={pathname}>
            {/* Basis 0 keeps the toggle on the logo's row (the name wraps); as tall as it: nothing moves. */}
            <Box flex="1 1 0" minW="0" display="flex" alignItems="center" minH={{ base: '11', lg: 'auto' }}>
              <chakra.a
                asChild
                display="flex"
                minW="0"
                alignItems="center"
                gap={{ base: 2, sm: 2.5 }}
                rounded="md"
                _focusVisible={focusRing}
                // A smaller mark on a phone leaves the name room to stay on one line at 360 px.
                css={{ '& > svg': { flexShrink: 0, boxSize: { base: 9, sm: 10 } } }}
              >
                <PageLink to={paths.home}>
                  <BrandMark />
                  <chakra.span minW="0" lineHeight="1.15" color="brand.800">
                    <chakra.span display="block" fontWeight="bold" fontSize={{ base: 'md', sm: 'lg' }}>
                      {site.shortName}
                    </chakra.span>
                    <chakra.span display="block" fontSize="xs" color="gray.700">
                      {commonWords.shell.brandLine}
                    </chakra.span>
                  </chakra.span>
                </PageLink>
              </chakra.a>
            </Box>

            {/* Before the nav: Tab goes from the toggle into the menu, shown by a CSS sibling rule. */}
            <chakra.details
              {...{ [phoneToggleAttr]: '' }}
              order="2"
              display={{ base: 'block', lg: 'none' }}
              // Its size before its <summary> has arrived too, when the browser shows a default one.
              boxSize="11"
              // The visitor may open it before hydration: `open` is the browser's.
              suppressHydrationWarning
            >
              {/* aria-expanded is the script's (enhanceDisclosureNav), written before hydration too. */}
              <chakra.summary
                role="button"
                suppressHydrationWarning
                display="inline-flex"
                alignItems="center"
                justifyContent="center"
                boxSize="11"
                rounded="md"
                color="brand.800"
                borderWidth="1px"
                borderColor="gray.300"
                cursor="pointer"
                aria-controls={navId}
                _focusVisible={focusRing}
                css={{
                  ...summaryReset,
                  '& [data-when-open]': { display: 'none' },
                  'details[open] > & [data-when-open]': { display: 'inline' },
                  'details[open] > & [data-when-closed]': { display: 'none' },
                }}
              >
                {/* The name follows the state by CSS alone: hidden text is not part of it. */}
                <chakra.span srOnly data-when-closed="">
                  {commonWords.shell.openMenu}
                </chakra.span>
                <chakra.span srOnly data-when-open="">
                  {commonWords.shell.closeMenu}
                </chakra.span>
                <MenuIcon />
              </chakra.summary>
            </chakra.details>

            <chakra.nav
              id={navId}
              aria-label={commonWords.shell.mainNav}
              order={{ base: 3, lg: 1 }}
              w={{ base: 'full', lg: 'auto' }}
              display={{ base: 'none', lg: 'flex' }}
              css={{ [`[${phoneToggleAttr}][open] ~ &`]: { display: { base: 'block', lg: 'flex' } } }}
              alignItems="center"
              gap="3"
              pt={{ base: 2, lg: 0 }}
              pb={{ base: 3, lg: 0 }}
            >
              <chakra.ul display={{ lg: 'flex' }} alignItems="center" gap="1">
                {mainNavigation(commonWords).map((entry) =>
                  isNavMenu(entry) ? (
                    <NavMenu key={entry.id} menu={entry} />
                  ) : (
                    <li key={entry.label}>
                      <NavItemLink item={entry} />
                    </li>
                  ),
                )}
              </chakra.ul>
              <Button asChild mt={{ base: 3, lg: 0 }} w={{ base: 'full', lg: 'auto' }}>
                <PageLink to={callToAction.to} marksCurrentPage>
                  {callToAction.label}
                </PageLink>
              </Button>
            </chakra.nav>
          </PrerenderedPart>

          <Box order={{ base: 1, lg: 2 }} display="flex" alignItems="center" gap="2">
            {/* Alone: an install button here took the row from the name, moving the page down. */}
            <LanguageLink />
          </Box>
        </Flex>
      </Container>
    </Box>
  );
}
