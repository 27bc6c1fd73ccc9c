import { Box, chakra, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { pageKeys, pageRow, paths, type pages, type PageKey } from '../../config/paths';
import type { Site } from '../../content/site';
import type { CommonWords } from '../../i18n/en/common';
import { whatsappHref } from '../../lib/contact-links';
import { directionsHref } from '../../lib/directions-href';
import { focusRing } from '../focus-ring';
import { PageLink } from '../page-link';
import { BrandMark } from './brand-mark';
import { SocialLinks } from './social-links';
import { langOf } from '../../content/untranslated';
import { ContentText } from '../content-text';
import { WordsWith } from '../words-with';
import { useWords } from '../../locale/use-words';

const footerLinkStyles = {
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { color: 'white' },
  _focusVisible: focusRing,
} as const;

type FooterPageKey = {
  [Key in PageKey]: (typeof pages)[Key] extends { footer: true } ? Key : never;
}[PageKey];

/** The pages the table lists in the footer, in its order; each language's words name every one. */
const quickLinks = (shell: CommonWords['shell']) =>
  pageKeys
    .filter((key): key is FooterPageKey => pageRow(key).footer === true)
    .map((key) => ({ label: shell.quickLinks[key], to: paths[key] }));

const FooterLink = chakra(PageLink);

/** The college's details at the foot of every page, from the data it is given. */
export function SiteFooter({ site }: { site: Site }) {
  const commonWords = useWords('common');
  const { shell } = commonWords;
  return (
    <Box as="footer" bg="brand.950" color="brand.50" fontSize="sm">
      <Container maxW="7xl" py={{ base: 10, md: 14 }}>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap={{ base: 8, lg: 10 }}>
          <Stack gap="3">
            <Box display="flex" alignItems="center" gap="2.5" color="white">
              <BrandMark size={36} />
              <Text fontWeight="bold" fontSize="md">
                {site.name}
              </Text>
            </Box>
            <Text>
              <ContentText of={site} field="tagline" />.
            </Text>
            <SocialLinks links={site.social} />
          </Stack>

          <Stack gap="3">
            <Heading as="h2" size="md" color="white">
              {shell.campuses}
            </Heading>
            {site.campuses.map((campus) => (
              <chakra.address key={campus.id} fontStyle="normal">
                <chakra.strong display="block" color="white" lang={langOf(campus, 'name')}>
                  {campus.name}
                </chakra.strong>
                {/* Each run one string: pieces are parted by a comment in every page's HTML. */}
                <ContentText of={campus} field="building" />
                {`, ${campus.street}`}
                <br />
                {`${campus.town} ${campus.postalCode}, `}
                <ContentText of={campus} field="county" />
                <br />
                <chakra.a href={directionsHref(campus.geo)} css={footerLinkStyles}>
                  <WordsWith words={shell.directionsTo}>
                    <ContentText of={campus} field="name" />
                  </WordsWith>
                </chakra.a>
              </chakra.address>
            ))}
          </Stack>

          <Stack gap="3">
            <Heading as="h2" size="md" color="white">
              {shell.contact}
            </Heading>
            <chakra.address fontStyle="normal">
              {`${shell.phone}: `}
              <chakra.a href={`tel:${site.phone.e164}`} css={footerLinkStyles}>
                {site.phone.display}
              </chakra.a>
              <br />
              {`${shell.email}: `}
              <chakra.a href={`mailto:${site.email}`} css={footerLinkStyles}>
                {site.email}
              </chakra.a>
              <br />
              {`${shell.whatsappLabel}: `}
              <chakra.a
                href={whatsappHref(site, shell.whatsappGreeting(site.shortName))}
                target="_blank"
                rel="noopener"
                css={footerLinkStyles}
              >
                {shell.chat}
                <chakra.span srOnly>{shell.chatHint}</chakra.span>
              </chakra.a>
            </chakra.address>
            <Heading as="h3" size="sm" color="white" mt="1">
              {shell.officeHours}
            </Heading>
            <chakra.ul>
              {site.officeHours.map((hours) => (
                <li key={hours.days} lang={langOf(hours, 'label')}>
                  {hours.label}
                </li>
              ))}
            </chakra.ul>
          </Stack>

          <chakra.nav aria-labelledby="footer-explore">
            <Heading as="h2" id="footer-explore" size="md" color="white" mb="3">
              {shell.explore}
            </Heading>
            <Stack as="ul" gap="2">
              {quickLinks(shell).map((link) => (
                <li key={link.to}>
                  <FooterLink to={link.to} css={footerLinkStyles}>
                    {link.label}
                  </FooterLink>
                </li>
              ))}
            </Stack>
          </chakra.nav>
        </SimpleGrid>
        <Text mt="10" pt="6" borderTopWidth="1px" borderColor="brand.800">
          {shell.rights(site.name)}
        </Text>
      </Container>
    </Box>
  );
}
