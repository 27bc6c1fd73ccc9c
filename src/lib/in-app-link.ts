import { localeOfPath, type Locale } from '../config/locales';

type Press = Pick<MouseEvent, 'target' | 'defaultPrevented' | 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'>;

/**
 * The link a press follows, if the app should follow it: a plain press (no new tab or download) on
 * a link to one of `locale`'s pages on this site. Any other is the browser's to load.
 */
export function inAppLink(press: Press, locale: Locale): HTMLAnchorElement | undefined {
  const link = press.target instanceof Element ? press.target.closest('a') : null;
  if (!link || press.defaultPrevented || press.button !== 0) return undefined;
  if (press.metaKey || press.altKey || press.ctrlKey || press.shiftKey) return undefined;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  const url = new URL(link.href);
  return url.origin === window.location.origin && localeOfPath(url.pathname) === locale ? link : undefined;
}
