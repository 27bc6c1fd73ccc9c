/** The words of not found, in Kiswahili: the same keys as ../en/not-found.ts. */
import type { NotFoundWords } from '../en/not-found.ts';

export const words: NotFoundWords = {
  notFound: {
    eyebrow: 'Hitilafu 404',
    title: 'Ukurasa haukupatikana',
    text: 'Samahani, hatukuweza kupata ukurasa huo. Huenda umehamishwa, au anwani ina kosa la herufi. Kama huna intaneti, huenda ni ukurasa ambao kifaa hiki bado hakijauhifadhi: utafunguka ukirudi mtandaoni. Viungo hivi vitakusaidia:',
    helpfulLinks: 'Viungo vya msaada',
    home: 'Nenda ukurasa wa mwanzo',
    courses: 'Angalia kozi',
    booking: 'Weka miadi',
    faqs: 'Soma maswali na majibu',
  },
};
