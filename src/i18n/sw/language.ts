/** Kiswahili offered to a reader of another language's page, in Kiswahili (../en/language.ts). */
import type { LanguageWords } from '../en/language.ts';

export const words: LanguageWords = {
  readThisPage: 'Soma ukurasa huu kwa Kiswahili',
  offer: 'Ukurasa huu unapatikana kwa Kiswahili.',
  offerLink: 'Soma kwa Kiswahili',
  offerSize: (size) => `Kurasa zake zitahifadhiwa pia kwenye kifaa hiki: ${size} zaidi.`,
  offerDismiss: 'Funga',
  offerDismissLabel: 'Funga ujumbe huu',
};
