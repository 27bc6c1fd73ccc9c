/** The words of corporate, in Kiswahili: the same keys as ../en/corporate.ts. */
import type { CorporateWords } from '../en/corporate.ts';

export const words: CorporateWords = {
  corporate: {
    ctaTitle: 'Tupange mafunzo ya timu yenu',
    ctaText:
      'Weka miadi na timu yetu ya mafunzo kwa makampuni. Tutatathmini mahitaji yenu na kuwatumia pendekezo lenye ratiba na gharama ndani ya wiki moja.',
    ctaLabel: 'Weka miadi ya mashauriano kwa kampuni yenu',
  },
};
