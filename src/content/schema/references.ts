/** What one entry names in another collection (a campus, a course), which its own schema cannot check. */
import { isRecord, type PathKey } from './issue-messages.ts';

/** A campus as other entries name it: by its id (the name is for messages). */
export interface CampusReference {
  id: string;
  name: string;
}

/** What other entries may refer to: the campuses (by id) and the courses (by slug). */
export interface ContentReferences {
  campuses: readonly CampusReference[];
  courseSlugs: readonly string[];
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Why `value` names no campus, or undefined when it names one (by its id). */
function campusProblem(value: unknown, campuses: readonly CampusReference[]): string | undefined {
  if (typeof value !== 'string' || campuses.some(({ id }) => id === value)) return undefined;
  // What a file written before campuses had ids holds: the name, which may now change.
  const named = campuses.find(({ name }) => name === value);
  if (named) return `"${value}" is a campus's name: name it by its id, ${named.id}`;
  return `"${value}" must be one of the campuses: ${campuses.map(({ id, name }) => `${id} (${name})`).join(', ')}`;
}

/** The problems of one entry's references, each where in the entry it is (none for most collections). */
export function referenceProblems(
  collection: string,
  data: unknown,
  { campuses, courseSlugs }: ContentReferences,
): { path: PathKey[]; message: string }[] {
  if (!isRecord(data)) return [];
  switch (collection) {
    case 'events': {
      const message = campusProblem(data.location, campuses);
      return message ? [{ path: ['location'], message }] : [];
    }
    case 'courses': {
      const details = isRecord(data.details) ? data.details : {};
      return list(details.schedules).flatMap((schedule, scheduleIndex) =>
        list(isRecord(schedule) ? schedule.campuses : []).flatMap((campus, campusIndex) => {
          const message = campusProblem(campus, campuses);
          return message
            ? [{ path: ['details', 'schedules', scheduleIndex, 'campuses', campusIndex], message }]
            : [];
        }),
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
