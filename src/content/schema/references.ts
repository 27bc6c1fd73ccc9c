/**
 * What one entry names in another collection (a campus, a course), which its own schema cannot
 * check: the build checks every entry with these (tools/content-data.ts), and the editor checks
 * the entry being saved with the same rules (src/admin/entry-checks.ts).
 */
import { isRecord, type PathKey } from './issue-messages.ts';

/** The names other entries may refer to. */
export interface ContentReferences {
  campuses: readonly string[];
  courseSlugs: readonly string[];
}

export interface ReferenceProblem {
  /** Where in the entry (or the single file), e.g. ['location']. */
  path: PathKey[];
  message: string;
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The problems of one entry's references, for the collection it belongs to (none for most). */
export function referenceProblems(
  collection: string,
  data: unknown,
  { campuses, courseSlugs }: ContentReferences,
): ReferenceProblem[] {
  if (!isRecord(data)) return [];
  const campusList = campuses.join(', ');
  switch (collection) {
    case 'events':
      return typeof data.location === 'string' && !campuses.includes(data.location)
        ? [{ path: ['location'], message: `must be one of the campuses: ${campusList}` }]
        : [];
    case 'courses': {
      const details = isRecord(data.details) ? data.details : {};
      return list(details.schedules).flatMap((schedule, scheduleIndex) =>
        list(isRecord(schedule) ? schedule.campuses : []).flatMap((campus, campusIndex) =>
          typeof campus === 'string' && !campuses.includes(campus)
            ? [
                {
                  path: ['details', 'schedules', scheduleIndex, 'campuses', campusIndex],
                  message: `"${campus}" must be one of the campuses: ${campusList}`,
                },
              ]
            : [],
        ),
      );
    }
    case 'home':
      return list(data.popularCourses).flatMap((slug, index) =>
        typeof slug === 'string' && !courseSlugs.includes(slug)
          ? [{ path: ['popularCourses', index], message: `no course has the slug "${slug}"` }]
          : [],
      );
    default:
      return [];
  }
}
