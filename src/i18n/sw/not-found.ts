/** The words of not found, in Kiswahili: the same keys as ../en/not-found.ts. */
import type { NotFoundWords } from '../en/not-found.ts';

export const words: NotFoundWords = {
  notFound: {
    eyebrow: 'Hitilafu 404',
    title: 'Ukurasa haukupatikana',
    text: 'Samahani, hatukuweza kupata ukurasa huo. Huenda ukurasa huo umehamishwa, au anwani ina kosa la herufi. Kama huna intaneti, huenda kifaa hiki bado hakijauhifadhi; ukirudi mtandaoni, ukurasa huo utafunguka. Viungo hivi vitakusaidia:',
    helpfulLinks: 'Viungo vya msaada',
    home: 'Nenda kwenye ukurasa wa mwanzo',
    courses: 'Angalia kozi',
    booking: 'Weka miadi',
    faqs: 'Soma maswali na majibu',
  },
};
