// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { SocialLinks } from '../../src/components/shell/social-links';
import { renderInLocale } from '../support/render-in-locale';
import { site } from '../support/site-content';

const renderLinks = (links: Parameters<typeof SocialLinks>[0]['links']) =>
  renderInLocale(<SocialLinks links={links} />);

describe('SocialLinks', () => {
  it('renders only profiles that have a URL, as real links', async () => {
    await renderLinks([
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

  it('renders nothing while no profile is configured', async () => {
    const { container } = await renderLinks(site.social.map((link) => ({ ...link, url: '' })));
    expect(container.querySelector('a, ul')).toBeNull();
  });
});
