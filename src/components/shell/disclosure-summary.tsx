import type { ComponentProps } from 'react';
import { chakra } from '@chakra-ui/react';
import { useHydrated } from '../use-client-value';

type Props = ComponentProps<typeof chakra.summary> & { expanded: boolean };

/**
 * A disclosure's <summary>, as a button whose `aria-expanded` the script keeps up to date once
 * hydrated (before, the browser exposes the <details> state itself). Its own component, so that
 * hydrating re-renders only it, not the header around it (one long task on a slow phone).
 */
export function DisclosureSummary({ expanded, ...props }: Props) {
  const hydrated = useHydrated();
  return <chakra.summary role="button" aria-expanded={hydrated ? expanded : undefined} {...props} />;
}
