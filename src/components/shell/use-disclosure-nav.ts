import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

/** The id of a menu's disclosure button, so Escape can hand focus back to it. */
export const menuButtonId = (menuId: string) => `nav-${menuId}-button`;

/**
 * State for a WAI-ARIA disclosure navigation: at most one submenu open, plus the collapsed
 * phone menu. Escape closes the innermost open thing and returns focus to its button; a
 * pointer press outside the header closes everything. Both start closed, on the server and
 * on the first client render alike, so hydration matches.
 */
export function useDisclosureNav() {
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const containerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const anyOpen = openMenu !== null || mobileOpen;
  // A press inside the header moves focus before its click lands. On a phone the open list is in
  // the page flow, so closing it on that blur would move the next menu's button from under the
  // pointer and the click would be lost: during a press, the click decides what closes.
  const pressingInside = useRef(false);

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

  useEffect(() => {
    if (!anyOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (containerRef.current?.contains(event.target as Node)) return;
      setOpenMenu(null);
      setMobileOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [anyOpen]);

  const closeAll = useCallback(() => {
    setOpenMenu(null);
    setMobileOpen(false);
  }, []);

  const toggleMenu = useCallback((menuId: string) => {
    setOpenMenu((current) => (current === menuId ? null : menuId));
  }, []);

  const closeMenu = useCallback((menuId: string) => {
    setOpenMenu((current) => (current === menuId ? null : current));
  }, []);

  const toggleMobile = useCallback(() => {
    setMobileOpen((open) => !open);
    setOpenMenu(null);
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (openMenu !== null) {
        setOpenMenu(null);
        document.getElementById(menuButtonId(openMenu))?.focus();
      } else if (mobileOpen) {
        setMobileOpen(false);
        toggleRef.current?.focus();
      }
    },
    [openMenu, mobileOpen],
  );

  return {
    openMenu,
    mobileOpen,
    containerRef,
    toggleRef,
    onPointerDownCapture,
    closesOnBlur,
    closeAll,
    toggleMenu,
    closeMenu,
    toggleMobile,
    onKeyDown,
  };
}
