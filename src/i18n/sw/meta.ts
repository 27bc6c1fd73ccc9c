/** Each page's title and search description in Kiswahili: the same keys as ../en/meta.ts. */
import { inSentence, wordingIn } from '../../lib/wording.ts';

const { countInWords } = wordingIn('sw');
import type { MetaWords } from '../en/meta.ts';

export const words: MetaWords = {
  meta: {
    home: (f) => ({
      title: `${f.name} | Kozi za kompyuta ${f.townsAnd}`,
      description: `Kozi za kompyuta za vitendo ${f.townsAnd}: kutengeneza tovuti, ubunifu wa michoro, usalama wa mtandao, uchambuzi wa data na zaidi, kuanzia ${f.lowestFee}. Weka miadi ya bure na mshauri.`,
    }),
    courses: (f) => ({
      title: `Kozi na ada | ${f.name}`,
      description: `Kozi ${countInWords(f.courseCount)} ${f.courseCount === 1 ? 'ya kompyuta ya' : 'za kompyuta za'} vitendo pamoja na ada kwa KSh, muda na viwango, na vifurushi vya Mwanzo, Kati na Juu. Jiunge katika kampasi yetu ya ${f.townsOr}.`,
    }),
    about: (f) => ({
      title: `Kuhusu sisi | ${f.name}`,
      description: `Maono, dhamira na malengo yetu, wakufunzi na washauri wanaofundisha katika ${f.shortName}, na matokeo ya wanafunzi wetu.`,
    }),
    faqs: (f) => ({
      title: `Maswali ya mara kwa mara | ${f.name}`,
      description:
        'Kujiunga, mipango ya malipo, ufadhili, ratiba za madarasa, vyeti, kupata kazi na muda wa kozi: majibu ya maswali ambayo wanafunzi huuliza zaidi.',
    }),
    community: (f) => ({
      title: `Jumuiya, washirika na matukio | ${f.name}`,
      description:
        'Washirika wetu wa sekta, mpango wa Wanawake na Teknolojia, manufaa kwa wahitimu, hadithi za mafanikio, na matukio tunayoandaa kwa wanafunzi, wahitimu, wazazi na waajiri.',
    }),
    corporate: (f) => ({
      title: `Mafunzo kwa makampuni | ${f.name}`,
      description:
        'Kozi, huduma maalum na mafunzo ya wafanyakazi kwa makampuni ya Kenya, na njia ya moja kwa moja ya kuajiri wahitimu wetu walio tayari kufanya kazi.',
    }),
    booking: (f) => ({
      title: `Weka miadi | ${f.name}`,
      description: `Omba miadi ya bure na mshauri wa masomo katika kampasi yetu ya ${f.townsOr}. Tutawasiliana nawe ndani ya saa 24.`,
    }),
    notFound: (f) => ({
      title: `Ukurasa haukupatikana | ${f.name}`,
      description: 'Ukurasa ulioomba haupo. Pata kozi, ada na miadi na washauri kuanzia hapa.',
    }),
    course: (f, course) => ({
      title: `Kozi ya ${course.title}, ${course.price} | ${f.shortName}`,
      // The level after its label (it reads right for every level, "Wote, kuanzia wanaoanza" too); the
      // fee stands alone, the instalments apart ("KSh 12,000 kwa awamu" reads as "per instalment").
      description: `Kozi ya ${inSentence(course.duration)} katika kampasi za ${f.townsAnd}. Kiwango: ${course.level}. Ada ni ${course.price}, na unaweza kulipa kwa awamu kupitia M-Pesa. ${course.description}`,
    }),
    app: (f) => `Kozi za kompyuta ${f.townsAnd}: angalia kozi na ada, na uweke miadi, hata bila mtandao.`,
    chooseLanguage: 'Chagua lugha yako.',
  },
};
