import type { Course } from '../content/courses';
import { intakesAsOf, weeklyMinutes, type CourseSchedule } from '../content/course-details';
import { eventsAsOf, toCollegeEvent, type CollegeEvent } from '../content/event-dates';
import { campusById, type Campus, type OpeningHours } from '../content/site';
import { localeInfo, localizedPath } from '../config/locales';
import { collegeShareCard, courseShareCard, coursePath, paths } from '../config/paths';
import { feeUnit } from '../i18n/course-fee';
import { directionsHref } from '../lib/directions-href';
import type { LocaleData } from '../locale/locale-data';
import type { RouteKey } from './route-table';

const context = 'https://schema.org' as const;

type JsonLd = { '@context'?: 'https://schema.org'; '@type': string | string[] } & Record<string, unknown>;

/** A campus's address as schema.org writes one; every campus is in Kenya. */
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

const geoCoordinates = (campus: Campus): JsonLd => ({
  '@type': 'GeoCoordinates',
  latitude: campus.geo.latitude,
  longitude: campus.geo.longitude,
});

/** ISO 8601 duration of a number of minutes: 150 is "PT2H30M". */
const isoMinutes = (total: number) =>
  `PT${Math.floor(total / 60) ? `${Math.floor(total / 60)}H` : ''}${total % 60 ? `${total % 60}M` : ''}`;

/** The JSON-LD of one language's pages, from its content; rendered at build time only. */
export function structuredDataOf({ locale, content, words }: LocaleData) {
  const site = content('site');
  const courses = content('courses');
  const common = words('common');
  const siteUrl = (path: string) => new URL(path, site.url).href;
  /** A page's address in this language (`/sw/courses` on a Kiswahili page). */
  const pageUrl = (path: string, anchor?: string) =>
    `${siteUrl(localizedPath(path, locale))}${anchor ? `#${anchor}` : ''}`;
  // One college in every language: its id is the default language's home page's, whichever page names it.
  const organizationId = `${siteUrl(paths.home)}#organization`;

  /** Names the college where another object refers to it; the full description is on the home page. */
  const organizationRef = {
    '@type': 'EducationalOrganization',
    '@id': organizationId,
    name: site.name,
    url: pageUrl(paths.home),
  };

  const contact = {
    telephone: site.phone.e164,
    email: site.email,
    openingHoursSpecification: site.officeHours.map(openingHours),
  };

  /** A campus as a place, as Google's local business guidance describes one. */
  const campusPlace = (campus: Campus): JsonLd => ({
    '@type': ['EducationalOrganization', 'LocalBusiness'],
    // One place in every language: named by its id, which no translation changes.
    '@id': `${siteUrl(paths.home)}#campus-${campus.id}`,
    name: `${site.name}, ${campus.name}`,
    url: pageUrl(paths.booking),
    address: postalAddress(campus),
    geo: geoCoordinates(campus),
    hasMap: directionsHref(campus.geo),
    ...contact,
    openingHoursSpecification: (campus.officeHours?.length ? campus.officeHours : site.officeHours).map(
      openingHours,
    ),
    parentOrganization: { '@id': organizationId },
  });

  /** The college with its campuses (each a place of its own: campusPlace) and its office hours. */
  function organizationData(): JsonLd {
    const main = site.campuses.find((campus) => campus.kind === 'main') ?? site.campuses[0];
    return {
      '@context': context,
      ...organizationRef,
      alternateName: site.shortName,
      // Files, not pages: at the site's root in every language.
      logo: siteUrl('/pwa-512x512.png'),
      image: siteUrl(collegeShareCard(locale).path),
      ...(main ? { address: postalAddress(main) } : {}),
      ...contact,
      department: site.campuses.map(campusPlace),
    };
  }

  /**
   * The courses page as Google's course-list "summary page": each course's URL only, as the courses in
   * full would crowd /courses' first 14 KB round trip for no richer result.
   */
  const courseListData = (): JsonLd => ({
    '@context': context,
    '@type': 'ItemList',
    itemListElement: courses.map((course, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: pageUrl(coursePath(course.slug)),
    })),
  });

  /** One community event, held at the campus it names (by its id). */
  function eventData(event: CollegeEvent): JsonLd {
    const campus = campusById(site, event.location);
    return {
      '@context': context,
      '@type': 'Event',
      name: event.title,
      description: event.description,
      startDate: event.startDate,
      endDate: event.endDate,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: campus ? `${site.name}, ${campus.name}` : event.location,
        ...(campus ? { address: postalAddress(campus), geo: geoCoordinates(campus) } : {}),
      },
      organizer: organizationRef,
      url: pageUrl(paths.community, `event-${event.slug}`),
    };
  }

  const faqPageData = (): JsonLd => ({
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: content('faqs').map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  });

  /** One class time at one campus, as Google's course info asks: weekly hours, repeated for its weeks. */
  const courseInstance = (
    schedule: CourseSchedule,
    campusId: string,
    weeks: number,
    startDate?: string,
  ): JsonLd => {
    const campus = campusById(site, campusId);
    const campusName = campus?.name ?? campusId;
    return {
      '@type': 'CourseInstance',
      name: `${schedule.name}, ${campusName}`,
      courseMode: 'Onsite',
      location: {
        '@type': 'Place',
        name: `${site.name}, ${campusName}`,
        ...(campus ? { address: postalAddress(campus) } : {}),
      },
      courseSchedule: {
        '@type': 'Schedule',
        duration: isoMinutes(weeklyMinutes(schedule)),
        repeatFrequency: 'Weekly',
        repeatCount: weeks,
        ...(startDate ? { startDate } : {}),
      },
    };
  };

  /** A course's own page: the course, its fee and class times at each campus, and its breadcrumbs. */
  function coursePageData(course: Course, now: number): JsonLd[] {
    const details = content('course-details')[course.slug];
    if (!details) throw new Error(`No course details for "${course.slug}"`);
    const [nextIntake] = intakesAsOf(now, details.intakes).upcoming;
    const url = pageUrl(coursePath(course.slug));
    const price = { price: course.price, priceCurrency: 'KES' };
    // A fee for each programming language says so, as the page does ("per language").
    const unitText = feeUnit(course, common);
    return [
      {
        '@context': context,
        '@type': 'Course',
        name: course.title,
        description: course.description,
        url,
        image: siteUrl(courseShareCard(course.slug, course.image.src, locale).path),
        inLanguage: localeInfo[locale].hreflang,
        educationalLevel: common.levels[course.level],
        coursePrerequisites: details.requirements,
        educationalCredentialAwarded: details.certificate,
        provider: organizationRef,
        offers: [
          {
            '@type': 'Offer',
            category: 'Paid',
            ...price,
            ...(unitText
              ? { priceSpecification: { '@type': 'UnitPriceSpecification', ...price, unitText } }
              : {}),
            url,
          },
        ],
        hasCourseInstance: details.schedules.flatMap((schedule) =>
          schedule.campuses.map((campus) => courseInstance(schedule, campus, course.weeks, nextIntake)),
        ),
      },
      {
        '@context': context,
        '@type': 'BreadcrumbList',
        itemListElement: [
          [common.nav.home, paths.home],
          [common.nav.courses, paths.courses],
          [course.title, coursePath(course.slug)],
        ].map(([name = '', path = ''], index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name,
          item: pageUrl(path),
        })),
      },
    ];
  }

  /** The JSON-LD blocks a page carries (events: those upcoming at `now`, the build's time). */
  return function structuredData(key: RouteKey, now: number, slug?: string): JsonLd[] {
    switch (key) {
      case 'course': {
        const course = courses.find((candidate) => candidate.slug === slug);
        if (!course) throw new Error(`No course "${slug ?? ''}" for a course page`);
        return coursePageData(course, now);
      }
      case 'home':
        return [organizationData()];
      case 'courses':
        return [courseListData()];
      case 'community':
        // Only what is still to come as of the build: a search result must not advertise a past event.
        return eventsAsOf(now, content('events').map(toCollegeEvent)).upcoming.map(eventData);
      case 'faqs':
        return [faqPageData()];
      default:
        return [];
    }
  };
}
