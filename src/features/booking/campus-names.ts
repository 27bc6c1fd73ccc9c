/**
 * A campus as the booking's e-mail names it: in English, as staff know it, whatever the page's language;
 * language-neutral, so a booking made offline on a Kiswahili page has it without the English content.
 */
import englishNames from 'virtual:content/campus-names';

/** The English name of the campus `id`; anything else as it is. */
export const campusEmailName = (id: string): string => englishNames[id] ?? id;

/** The id of a campus by its English name (as stored, maybe by an older site), else the name as it is. */
export const campusIdOfEmailName = (name: string): string =>
  Object.entries(englishNames).find(([, english]) => english === name)?.[0] ?? name;
