// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { SocialLinks } from '../../src/components/shell/social-links';
import { site } from '../../src/content/site';
import { system } from '../../src/theme/system';

const renderLinks = (links: Parameters<typeof SocialLinks>[0]['links']) =>
  render(
    <ChakraProvider value={system}>
      <SocialLinks links={links} />
    </ChakraProvider>,
  );

describe('SocialLinks', () => {
  it('renders only profiles that have a URL, as real links', () => {
    renderLinks([
      { label: 'Facebook', url: '' },
      { label: 'LinkedIn', url: 'https://www.linkedin.com/school/kilele-college' },
      { label: 'YouTube', url: '   ' },
    ]);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'LinkedIn' })).toHaveProperty(
      'href',
      'https://www.linkedin.com/school/kilele-college',
    );
    expect(screen.queryByText('Facebook')).toBeNull();
    expect(screen.queryByText('YouTube')).toBeNull();
  });

  it('renders nothing while no profile is configured', () => {
    const { container } = renderLinks(site.social.map((link) => ({ ...link, url: '' })));
    expect(container.querySelector('a, ul')).toBeNull();
  });
});
