import type { ReactNode } from 'react';
import { Button, Link, type ButtonProps, type LinkProps } from '@chakra-ui/react';
import { PageLink } from './page-link';

interface ToProps {
  /** An in-app path, from src/config/paths (query and #hash allowed). */
  to: string;
  children: ReactNode;
}

/** A text link inside the app: client-side navigation with the link recipe's styles. */
export function TextLink({ to, children, ...rest }: ToProps & Omit<LinkProps, 'href' | 'children'>) {
  return (
    <Link asChild {...rest}>
      <PageLink to={to}>{children}</PageLink>
    </Link>
  );
}

/** A link that looks like a button: calls to action that go to another page. */
export function ButtonLink({ to, children, ...rest }: ToProps & Omit<ButtonProps, 'children'>) {
  return (
    <Button asChild {...rest}>
      <PageLink to={to}>{children}</PageLink>
    </Button>
  );
}
