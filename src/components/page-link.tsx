import type { AnchorHTMLAttributes, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router-dom';

interface Props extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An in-app path, from src/config/paths (query and #hash allowed). */
  to: string;
  /** Navigation: say aria-current="page" while this is the page shown. */
  marksCurrentPage?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to a page of the site, navigating in the app once hydrated: not react-router's Link, which
 * carries the framework mode's prefetching and forms into every page's first script (2 KB gzip).
 */
export function PageLink({ to, marksCurrentPage = false, onClick, children, ...rest }: Props) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to);
  const { pathname } = useLocation();
  const target = useResolvedPath(to).pathname;
  // Addresses match whatever their case, as the routes do.
  const current = marksCurrentPage && pathname.toLowerCase() === target.toLowerCase();
  return (
    <a
      {...rest}
      href={href}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    >
      {children}
    </a>
  );
}
