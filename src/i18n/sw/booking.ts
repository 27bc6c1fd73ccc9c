/** The words of booking, in Kiswahili: the same keys as ../en/booking.ts. */
import { inFigures } from '../../lib/wording.ts';
import type { BookingWords } from '../en/booking.ts';

const interests: BookingWords['interests'] = {
  'Web Development': 'Web Development (kutengeneza tovuti)',
  'Graphic Design': 'Graphic Design (ubunifu wa michoro)',
  'Digital Marketing': 'Digital Marketing (masoko ya mtandaoni)',
  Cybersecurity: 'Cybersecurity (usalama wa mtandao)',
  'Software Development': 'Software Development (uandishi wa programu)',
  'Data Science': 'Data Science (uchambuzi wa data)',
  Networking: 'Networking (mitandao ya kompyuta)',
  'Office Applications': 'Office Applications (Word, Excel na nyinginezo)',
  'Video Editing': 'Video Editing (kuhariri video)',
  AutoCAD: 'AutoCAD',
  'Corporate Training': 'Mafunzo kwa makampuni',
  Other: 'Nyingine',
};

export const words: BookingWords = {
  booking: {
    title: 'Weka miadi',
    lead: (towns) =>
      `Kutana na mmoja wa washauri wetu wa masomo katika kampasi yetu ya ${towns} ili mzungumze kuhusu kozi, ratiba na ada. Chagua siku na saa inayokufaa nasi tutakuthibitishia.`,
    whatsappGreeting: (college) => `Habari ${college}, ningependa kuzungumza na mshauri wa masomo.`,
    chatAdvisor: 'Ongea na mshauri',
    closedHolidays: 'Tumefunga siku za sikukuu za kitaifa.',
    formLabel: 'Ombi la miadi',
    name: 'Jina kamili',
    email: 'Barua pepe',
    phone: 'Nambari ya simu',
    campus: 'Kampasi utakayotembelea',
    date: 'Tarehe unayopendelea',
    dateHelper: 'Saa za Kenya. Tumefunga siku za sikukuu za kitaifa.',
    time: 'Saa unayopendelea',
    selectTime: 'Chagua saa',
    interest: 'Fani unayopenda',
    selectInterest: 'Chagua fani',
    message: 'Ujumbe',
    optional: 'Si lazima.',
    honeypot: 'Usijaze sehemu hii',
    noScript:
      'Kutuma fomu hii kunahitaji JavaScript, ambayo imezimwa kwenye kivinjari hiki. Ili kuweka miadi, tafadhali',
    pendingLoad: 'Ombi lako litatumwa mara ukurasa huu utakapomaliza kupakia.',
    sendingButton: 'Inatuma…',
    sending: 'Tunatuma ombi lako…',
    savedOffline: 'Ombi lako limehifadhiwa kwenye kifaa hiki na litatumwa mara litakapoweza kutumwa.',
    sentStatus: 'Ombi lako la miadi limetumwa.',
    notSentStatus: 'Ombi lako halikuweza kutumwa.',
    unsentNoOutbox:
      'Ombi lako halikuweza kutumwa, na kivinjari hiki hakiwezi kulihifadhi ili kulituma baadaye. Angalia muunganisho wako ujaribu tena, au',
    withDetails: 'ukitupa maelezo yako.',
    noOutbox:
      'Kivinjari hiki hakiwezi kuhifadhi ombi lako kwenye kifaa ukiwa nje ya mtandao, kwa hiyo tafadhali ulitume ukiwa na intaneti.',
    couldNotLoad:
      'Ukurasa huu haukuweza kumaliza kupakia, kwa hiyo ombi lako halijatumwa. Kila ulichoandika bado kipo hapa.',
    ifLoads: 'Ukurasa ukimaliza kupakia, ombi lako litatumwa kutoka hapa.',
    sendYourself: 'Badala yake unaweza kututumia wewe mwenyewe:',
    call: (phone) => `Piga simu ${phone}`,
    emailRequest: (email) => `Tuma ombi lako kwa barua pepe ${email}`,
    whatsappRequest: 'Tuma ombi lako kwa WhatsApp',
    notStarted:
      'Ombi lako halijatumwa: ukurasa huu haujamaliza kupakia (au JavaScript imezimwa kwenye kivinjari hiki), kwa hiyo bado hauwezi kulituma. Kila ulichoandika bado kipo hapa.',
    pressAgain: 'Bonyeza "Weka miadi" tena baada ya muda mfupi, au weka miadi nasi moja kwa moja:',
    visit: (campus, date, time) =>
      `Ziara yako${campus ? ` katika ${campus}` : ''}: ${date}, ${time}. Tutakuthibitishia.`,
    reference: 'Nambari ya kumbukumbu ya ombi lako:',
    sentTitle: 'Asante! Ombi lako la miadi limetumwa.',
    sentLate:
      'Tarehe uliyopendelea ilikuwa imepita ombi lilipotumwa, kwa hiyo tutakupigia simu tukubaliane tarehe mpya.',
    sentText: 'Timu yetu itawasiliana nawe ndani ya saa 24 kuthibitisha miadi yako.',
    another: 'Weka miadi nyingine',
    queuedTitle: 'Ombi lako linasubiri kutumwa',
    queuedText:
      'Limehifadhiwa kwenye kifaa hiki. Litatumwa lenyewe mara litakapoweza kutumwa, na ujumbe ulio chini ya skrini unakuwezesha kulituma sasa kwa SMS au WhatsApp.',
    queuedSync:
      'Unaweza kuendelea kuvinjari au kufunga ukurasa huu; hifadhi nambari hii ya kumbukumbu endapo utahitaji kutupigia.',
    queuedNoSync:
      'Unaweza kuendelea kuvinjari; ukifunga ukurasa huu kwanza, litatumwa utakapofungua tovuti hii tena. Hifadhi nambari hii ya kumbukumbu endapo utahitaji kutupigia.',
    refusedTitle: 'Hatukuweza kutuma ombi lako',
    refusedText: 'Samahani, ombi lako la miadi halikuweza kufika. Tafadhali',
    quoteReference: 'na utaje nambari ya kumbukumbu ya ombi lako.',
    backToForm: 'Rudi kwenye fomu',
    close: 'Funga',
    addToCalendar: 'Ongeza kwenye kalenda',
    directions: 'Jinsi ya kufika {}',
    opensMap: ' (inafungua ramani)',
  },
  summary: {
    title: 'Ombi la miadi',
    name: 'Jina',
    phone: 'Simu',
    email: 'Barua pepe',
    campus: 'Kampasi',
    date: 'Tarehe ya ziara',
    time: 'Saa ya ziara',
    interest: 'Fani',
    message: 'Ujumbe',
  },
  handover: {
    visit: 'Ziara',
    sms: 'Litume kwa SMS',
    whatsapp: 'Litume kwa WhatsApp',
  },
  contactLinks: {
    call: 'piga simu',
    email: 'tuma barua pepe kwa',
    orSend: 'au tutumie ujumbe',
    whatsapp: 'kwa WhatsApp',
  },
  errors: {
    name: 'Andika jina lako kamili.',
    emailInvalid: 'Andika barua pepe sahihi, kama jina@mfano.com.',
    email: 'Andika barua pepe yako.',
    phone: (example) => `Andika nambari yako ya simu, ${example}.`,
    campus: 'Chagua kampasi utakayotembelea.',
    pastDate: 'Chagua leo au tarehe ya baadaye.',
    dateInvalid: 'Andika tarehe sahihi.',
    date: 'Chagua tarehe unayopendelea.',
    time: 'Chagua saa unayopendelea.',
    interest: 'Chagua fani unayopenda.',
    message: (max) => `Ujumbe usizidi herufi ${inFigures(max)}.`,
    phoneExample: 'mfano 0712 345 678',
    phoneFigures: (example) =>
      `Tumia tarakimu pekee (nafasi, vistari, mabano na + mwanzoni vinakubalika), ${example}.`,
    phoneFull: (example) =>
      `Andika nambari kamili ya simu, ${example}. Nambari ya nje ya nchi ianze na + na msimbo wa nchi.`,
  },
  hours: {
    closedOn: (dayMonth, closure, campus) =>
      // "tumefunga katika …" agrees with any campus name ("Kampasi Kuu…", "Tawi la…"), as "kimefungwa" did not.
      `Tarehe ${dayMonth} ni ${closure}: ${campus ? `tumefunga katika ${campus}` : 'tumefunga'}`,
    closedWeekday: (weekday, campus) => `Siku ya ${weekday} ${campus ? `${campus} hufungwa` : 'tumefunga'}`,
    openFrom: (weekday, opens, closes, campus) =>
      `Siku ya ${weekday} ${campus ? `${campus} huwa wazi` : 'tuko wazi'} kuanzia ${opens} hadi ${closes}`,
    chooseAnotherTime: (hours) => `${hours}: chagua saa nyingine.`,
    pastTime: 'Saa hiyo imeshapita leo: chagua saa ya baadaye au siku nyingine.',
  },
  outbox: {
    queued: (count) =>
      count === 1 ? 'Ombi moja linasubiri kutumwa.' : `Maombi ${count} yanasubiri kutumwa.`,
    whyWaiting: {
      'no-connection': (count) =>
        count === 1
          ? 'Ombi moja linasubiri kutumwa: huna mtandao. Litatumwa lenyewe utakapopata mtandao tena, au litume sasa kwa SMS, ambayo haihitaji bando.'
          : `Maombi ${count} yanasubiri kutumwa: huna mtandao. Yatatumwa yenyewe utakapopata mtandao tena, au yatume sasa kwa SMS, ambayo haihitaji bando.`,
      'service-unreachable': (count) =>
        count === 1
          ? 'Ombi moja linasubiri kutumwa: huduma ya kutuma maombi haipatikani kwa sasa. Tunaendelea kujaribu, na unaweza pia kututumia wewe mwenyewe.'
          : `Maombi ${count} yanasubiri kutumwa: huduma ya kutuma maombi haipatikani kwa sasa. Tunaendelea kujaribu, na unaweza pia kututumia wewe mwenyewe.`,
      'service-misconfigured': (count) =>
        count === 1
          ? 'Ombi moja halijatumwa: tovuti hii haiwezi kufikia huduma ya kutuma maombi. Tafadhali litume kwetu wewe mwenyewe.'
          : `Maombi ${count} hayajatumwa: tovuti hii haiwezi kufikia huduma ya kutuma maombi. Tafadhali yatume kwetu wewe mwenyewe.`,
    },
    waitingLabel: (reference) => `Ombi ${reference} linasubiri`,
    dateLocale: 'sw-KE',
    // ": ziara ya Jumanne, tarehe 25 Juni 2030, katika …", after a reference or a sentence: Intl
    // writes the weekday first ("Jumanne, 25 Juni 2030"), and a visit is "of" its weekday.
    visitText: (date, campus) => {
      if (!date && !campus) return '';
      const comma = date?.indexOf(', ') ?? -1;
      const day =
        date === undefined
          ? ''
          : comma > 0
            ? ` ya ${date.slice(0, comma)}, tarehe ${date.slice(comma + 2)}`
            : ` ya tarehe ${date}`;
      return `: ziara${day}${campus ? `${date ? ',' : ''} katika ${campus}` : ''}`;
    },
    sent: (reference, visit) => `Ombi lako ${reference} lililokuwa likisubiri limetumwa${visit ?? ''}.`,
    sentLate: 'Tarehe uliyopendelea ilikuwa imepita, kwa hiyo chuo kitakupigia simu mkubaliane tarehe mpya.',
    sentSeveral: (references) => `Maombi yako ${references} yaliyokuwa yakisubiri yametumwa.`,
    sentSeveralLate: (references, count) =>
      count === 1
        ? `Tarehe uliyopendelea ya ombi ${references} ilikuwa imepita, kwa hiyo chuo kitakupigia simu mkubaliane tarehe mpya.`
        : `Tarehe ulizopendelea za maombi ${references} zilikuwa zimepita, kwa hiyo chuo kitakupigia simu mkubaliane tarehe mpya.`,
    sentText: 'Tutawasiliana nawe ndani ya saa 24.',
    refused: (reference, visit) => `Ombi lako ${reference} halikuweza kufika${visit}. Tafadhali`,
    notSentLabel: (reference) => `Ombi ${reference} halijatumwa`,
    quote: 'na utaje nambari ya kumbukumbu.',
    remove: 'Ondoa kwenye kifaa hiki',
    dismiss: 'Funga',
    hide: 'Ficha',
    hideWaitingLabel: 'Ficha ujumbe wa maombi yanayosubiri',
  },
  calendar: {
    // Not "kuhusu Nyingine" ("about Other"): that visit is about no one course.
    summary: (college, interest) =>
      interest === interests.Other
        ? `${college}: miadi na mshauri wa masomo`
        : `${college}: miadi na mshauri kuhusu ${interest}`,
    description: (reference, phone) =>
      `Nambari ya kumbukumbu ${reference}. Chuo kitakupigia simu kuthibitisha. Ili kubadilisha au kughairi miadi, piga simu ${phone}.`,
  },
  interests,
};
