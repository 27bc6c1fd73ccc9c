import { chakra } from '@chakra-ui/react';

function CheckIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
      <circle cx="9" cy="9" r="9" fill="#d6e6f7" />
      <path d="M5 9.5l2.5 2.5L13 6.5" fill="none" stroke="#124a84" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** A bulleted list with check marks, for benefits and what a package includes. */
export function CheckList({ items, lang }: { items: readonly string[]; lang?: string }) {
  return (
    <chakra.ul display="grid" gap="2.5" lang={lang}>
      {items.map((item) => (
        <chakra.li key={item} display="flex" gap="2.5" alignItems="flex-start">
          <chakra.span flexShrink="0" mt="0.5">
            <CheckIcon />
          </chakra.span>
          {item}
        </chakra.li>
      ))}
    </chakra.ul>
  );
}
