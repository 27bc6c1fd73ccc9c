import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { unlocalizedPath } from '../config/locales';
import { inAppLink } from '../lib/in-app-link';
import { LocaleProvider, useLocale } from '../locale/locale-provider';

/** Marks a part's wrapper by its `useId`, the same on the server and in hydration. */
const partAttr = 'data-prerendered';

/** The markup the server rendered for the part `id`, while that markup is still the page's (first load). */
const serverMarkupOf = (id: string): string | undefined =>
  typeof document === 'undefined'
    ? undefined
    : Array.from(document.querySelectorAll(`[${partAttr}]`)).find(
        (part) => part.getAttribute(partAttr) === id,
      )?.innerHTML;

/**
 * A part of a page nothing changes once loaded: on a first load it keeps the server's markup (as
 * `dangerouslySetInnerHTML`), so its components never run; a link of the site in it navigates in the app.
 */
export function PrerenderedPart({ children }: { children: ReactNode }) {
  const id = useId();
  // Read once, as it hydrates: later renders keep the same markup, which React then leaves alone.
  const [markup] = useState(() => serverMarkupOf(id));
  const navigate = useNavigate();
  const locale = useLocale();

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = inAppLink(event, locale);
    if (!link) return;
    event.preventDefault();
    void navigate(`${unlocalizedPath(link.pathname)}${link.search}${link.hash}`);
  };

  const attrs = { [partAttr]: id };
  return markup === undefined ? (
    <div {...attrs}>
      {/* Not recording: the words and content only this part reads are not loaded to start the page. */}
      <LocaleProvider locale={locale}>{children}</LocaleProvider>
    </div>
  ) : (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the links inside are what is pressed (Enter on a link is a click)
    <div {...attrs} onClick={onClick} dangerouslySetInnerHTML={{ __html: markup }} />
  );
}
