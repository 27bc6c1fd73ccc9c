/** The words of pwa, in Kiswahili: the same keys as ../en/pwa.ts. */
import type { PwaWords } from '../en/pwa.ts';

export const words: PwaWords = {
  pwa: {
    hide: 'Ficha',
    hideLabel: 'Ficha ujumbe wa nje ya mtandao',
    offline:
      'Huna mtandao kwa sasa. Kurasa zilizohifadhiwa kwenye kifaa hiki bado zinafunguka, na maombi ya miadi yanahifadhiwa na kutumwa utakaporudi mtandaoni.',
    offlineReady: 'Tayari kutumika bila intaneti',
    offlineReadySaved: (size) =>
      `Tayari kutumika bila intaneti. Kila ukurasa wa Kiswahili umehifadhiwa kwenye kifaa hiki: ${size}.`,
    reload: 'Pakia upya',
    update: 'Toleo jipya linapatikana',
    install: 'Sakinisha programu',
    installOffer:
      'Weka tovuti hii kwenye simu yako kama programu: itafunguka kutoka skrini ya mwanzo, hata bila intaneti.',
    hideInstallLabel: 'Ficha pendekezo la kusakinisha programu',
    loading: 'Ukurasa unapakia…',
  },
};
