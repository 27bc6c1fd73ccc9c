import type { Campus, OpeningHours } from '../content/site';
import { site } from '../content/site';
import type { RouteKey } from './route-table';

/** A schema.org JSON-LD object. */
export type JsonLd = { '@context'?: 'https://schema.org'; '@type': string } & Record<string, unknown>;

const organizationId = `${site.url}/#organization`;

const postalAddress = (campus: Campus): JsonLd => ({
  '@type': 'PostalAddress',
  streetAddress: `${campus.building}, ${campus.street}`,
  addressLocality: campus.town,
  addressRegion: campus.county,
  postalCode: campus.postalCode,
  addressCountry: 'KE',
});

const openingHours = (hours: OpeningHours): JsonLd => ({
  '@type': 'OpeningHoursSpecification',
  dayOfWeek: [...hours.dayOfWeek],
  opens: hours.opens,
  closes: hours.closes,
});

const contact = {
  telephone: site.phone.e164,
  email: site.email,
  openingHoursSpecification: site.officeHours.map(openingHours),
};

/** The college with both campuses (as departments, each with its own address) and its office hours. */
export function organizationData(): JsonLd {
  const main = site.campuses.find((campus) => campus.kind === 'main') ?? site.campuses[0];
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    '@id': organizationId,
    name: site.name,
    alternateName: site.shortName,
    url: `${site.url}/`,
    logo: `${site.url}/pwa-512x512.png`,
    image: `${site.url}/og-image.png`,
    address: postalAddress(main),
    ...contact,
    department: site.campuses.map((campus) => ({
      '@type': 'EducationalOrganization',
      name: `${site.name}, ${campus.name}`,
      address: postalAddress(campus),
      ...contact,
    })),
  };
}

/** The JSON-LD blocks a page carries. */
export function structuredData(key: RouteKey): JsonLd[] {
  switch (key) {
    case 'home':
      return [organizationData()];
    default:
      return [];
  }
}
