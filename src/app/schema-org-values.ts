import type { Campus, OpeningHours } from '../content/site';

/** A schema.org JSON-LD object. */
export type JsonLd = { '@context'?: 'https://schema.org'; '@type': string | string[] } & Record<
  string,
  unknown
>;

/** A campus's address as schema.org writes one; every campus is in Kenya. */
export const postalAddress = (campus: Campus): JsonLd => ({
  '@type': 'PostalAddress',
  streetAddress: `${campus.building}, ${campus.street}`,
  addressLocality: campus.town,
  addressRegion: campus.county,
  postalCode: campus.postalCode,
  addressCountry: 'KE',
});

export const openingHours = (hours: OpeningHours): JsonLd => ({
  '@type': 'OpeningHoursSpecification',
  dayOfWeek: [...hours.dayOfWeek],
  opens: hours.opens,
  closes: hours.closes,
});

export const geoCoordinates = (campus: Campus): JsonLd => ({
  '@type': 'GeoCoordinates',
  latitude: campus.geo.latitude,
  longitude: campus.geo.longitude,
});

/** ISO 8601 duration of a number of minutes: 150 is "PT2H30M". */
export const isoMinutes = (total: number) =>
  `PT${Math.floor(total / 60) ? `${Math.floor(total / 60)}H` : ''}${total % 60 ? `${total % 60}M` : ''}`;
