import { chakra } from '@chakra-ui/react';
import type { SocialLink } from '../../content/site';
import { focusRing } from '../focus-ring';
import { useWords } from '../../locale/use-words';

/** The college's social profiles; one without a URL is left out rather than shown as a dead link. */
export function SocialLinks({ links }: { links: readonly SocialLink[] }) {
  const commonWords = useWords('common');
  const configured = links.filter((link) => link.url.trim() !== '');
  if (configured.length === 0) return null;
  return (
    <chakra.ul display="flex" flexWrap="wrap" gap="4" aria-label={commonWords.shell.socialMedia}>
      {configured.map((link) => (
        <li key={link.label}>
          <chakra.a
            href={link.url}
            rel="noopener noreferrer"
            textDecoration="underline"
            textUnderlineOffset="3px"
            _focusVisible={focusRing}
          >
            {link.label}
          </chakra.a>
        </li>
      ))}
    </chakra.ul>
  );
}
