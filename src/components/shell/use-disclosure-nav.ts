import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type SyntheticEvent,
} from 'react';

/** The id of a menu's disclosure button, so Escape can hand focus back to it. */
export const menuButtonId = (menuId: string) => `nav-${menuId}-button`;

/** The `name` of the submenus' exclusive <details> group: the browser keeps at most one open. */
export const navMenuGroup = 'nav-menu';

/** The phone menu toggle's <details>, marked so the header can find it. */
export const phoneToggleAttr = 'data-menu-toggle';

const openDetails = (root: HTMLElement | null) =>
  Array.from(root?.querySelectorAll<HTMLDetailsElement>('details[open]') ?? []);

/**
 * Enhances the header's native disclosures (<details>/<summary>, which open and close with no
 * script at all) once React has hydrated: Escape closes the innermost open one and returns focus
 * to its button, a press outside the header or following a link closes everything, and
 * aria-expanded is written out (before hydration the browser exposes the state itself).
 * React never renders `open`: what is open is read from the elements (at hydration too, so a
 * menu opened before it stays open) and closed by setting `open` on them.
 */
export function useDisclosureNav() {
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const containerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLDetailsElement>(null);
  const anyOpen = openMenu !== null || mobileOpen;
  // A press inside the header moves focus before its click lands. On a phone the open list is in
  // the page flow, so closing it on that blur would move the next menu's button from under the
  // pointer and the click would be lost: during a press, the click decides what closes.
  const pressingInside = useRef(false);

  /** Reads what is open from the elements themselves. */
  const sync = useCallback(() => {
    const open = openDetails(containerRef.current);
    setMobileOpen(open.some((details) => details.hasAttribute(phoneToggleAttr)));
    const menu = open.find((details) => details.name === navMenuGroup);
    setOpenMenu(menu?.dataset.menu ?? null);
  }, []);

  // Whatever the visitor opened before hydration.
  useEffect(sync, [sync]);

  useEffect(() => {
    const release = () => {
      // After the click that follows this pointerup.
      setTimeout(() => (pressingInside.current = false), 0);
    };
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
    return () => {
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
    };
  }, []);

  const onPointerDownCapture = useCallback(() => {
    pressingInside.current = true;
  }, []);

  /** Whether focus leaving a menu should close it: not while a press inside the header is under way. */
  const closesOnBlur = useCallback(() => !pressingInside.current, []);

  const closeAll = useCallback(() => {
    for (const details of openDetails(containerRef.current)) details.open = false;
  }, []);

  useEffect(() => {
    if (!anyOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && containerRef.current?.contains(event.target)) return;
      closeAll();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [anyOpen, closeAll]);

  const closeMenu = useCallback((menuId: string) => {
    const button = document.getElementById(menuButtonId(menuId));
    if (button?.parentElement instanceof HTMLDetailsElement) button.parentElement.open = false;
  }, []);

  /** The `toggle` of any header disclosure (it does not bubble: each <details> passes it on). */
  const onToggle = useCallback(
    (event: SyntheticEvent<HTMLDetailsElement>) => {
      // The phone menu closing takes an open submenu with it, as before.
      if (event.currentTarget.hasAttribute(phoneToggleAttr) && !event.currentTarget.open) closeAll();
      sync();
    },
    [sync, closeAll],
  );

  /**
   * A press on a summary: the <details> toggles just after this click and tells us by a `toggle`
   * task later; aria-expanded changes now, with the press, as a button's would.
   */
  const onSummaryClick = useCallback((event: MouseEvent<HTMLElement>) => {
    const details = event.currentTarget.parentElement;
    if (!(details instanceof HTMLDetailsElement)) return;
    const opens = !details.open;
    if (details.hasAttribute(phoneToggleAttr)) setMobileOpen(opens);
    else setOpenMenu(opens ? (details.dataset.menu ?? null) : null);
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (openMenu !== null) {
        closeMenu(openMenu);
        document.getElementById(menuButtonId(openMenu))?.focus();
      } else if (mobileOpen && toggleRef.current) {
        toggleRef.current.open = false;
        toggleRef.current.querySelector('summary')?.focus();
      }
    },
    [openMenu, mobileOpen, closeMenu],
  );

  return {
    openMenu,
    mobileOpen,
    containerRef,
    toggleRef,
    onPointerDownCapture,
    closesOnBlur,
    closeAll,
    closeMenu,
    onToggle,
    onSummaryClick,
    onKeyDown,
  };
}
