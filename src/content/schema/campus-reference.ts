/**
 * How other content names a campus: by its id, which stays fixed while its translated names change.
 * The editor offers the campuses as a choice (tools/decap-config.ts finds these by their `widget`).
 */
import { fixedText, matching } from './fields.ts';

/** The `widget` of a field that names a campus by its id. */
export const campusWidget = 'campus';

/** A campus's own id: what the e-mail, the pages and other entries know it by, whatever its name. */
export const campusId = matching(
  /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/,
  'must be lower-case words joined by hyphens, e.g. nakuru-main-campus',
).meta({
  title: 'Id',
  hint: 'lower-case words joined by hyphens, e.g. nakuru-main-campus; never change it once published',
});

/** A field naming one campus, by its id. */
export const campusReference = (title: string, hint?: string) =>
  fixedText(title, hint).meta({ title, hint, widget: campusWidget });
