/** The `name` of the submenus' exclusive <details> group: the browser keeps at most one open. */
export const navMenuGroup = 'nav-menu';

/** The phone menu toggle's <details>, marked so the header can find it. */
export const phoneToggleAttr = 'data-menu-toggle';

const enhanced = new WeakSet<HTMLElement>();

const summaryOf = (details: HTMLDetailsElement) => details.querySelector<HTMLElement>(':scope > summary');

/**
 * Enhances the header's native disclosures: Escape, a press outside, a link or tabbing out closes them,
 * and `aria-expanded` is written out. Plain DOM, so a first load runs it with no app. Once per header.
 */
export function enhanceDisclosureNav(header: HTMLElement): () => void {
  const all = () => Array.from(header.querySelectorAll('details'));
  const expanded = (details: HTMLDetailsElement, value = details.open) =>
    summaryOf(details)?.setAttribute('aria-expanded', String(value));
  // Every time: menus rendered since (a page the app navigated to) say their state too.
  all().forEach((details) => expanded(details));
  if (enhanced.has(header)) return () => {};
  enhanced.add(header);
  const open = () => all().filter((details) => details.open);
  const closeAll = () => open().forEach((details) => (details.open = false));

  // During a press the click decides what closes: closing on its blur moved a phone's next menu button.
  let pressingInside = false;
  const onPressInside = () => (pressingInside = true);
  // After the click that follows this pointerup.
  const onRelease = () => setTimeout(() => (pressingInside = false), 0);
  const onPressAnywhere = (event: PointerEvent) => {
    if (!(event.target instanceof Node && header.contains(event.target))) closeAll();
  };

  // `toggle` does not bubble; a capturing listener hears every <details> in the header.
  const onToggle = (event: Event) => {
    const details = event.target;
    if (!(details instanceof HTMLDetailsElement)) return;
    expanded(details);
    // The phone menu closing takes an open submenu with it.
    if (details.hasAttribute(phoneToggleAttr) && !details.open) closeAll();
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('a')) {
      closeAll();
      return;
    }
    // Now, with the press, as a button's would: the <details> toggles after it and says so a task later.
    const details = target?.closest('summary')?.parentElement;
    if (details instanceof HTMLDetailsElement) expanded(details, !details.open);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const openNow = open();
    const innermost =
      openNow.find((details) => details.getAttribute('name') === navMenuGroup) ??
      openNow.find((details) => details.hasAttribute(phoneToggleAttr));
    if (!innermost) return;
    innermost.open = false;
    summaryOf(innermost)?.focus();
  };

  // Tabbing past a menu's last link (or anywhere else) closes it, as in the ARIA example.
  const onFocusOut = (event: FocusEvent) => {
    const menu = event.target instanceof Element ? event.target.closest('li:has(> details[name])') : null;
    const details = menu?.querySelector<HTMLDetailsElement>(':scope > details');
    if (!details || pressingInside) return;
    if (!(event.relatedTarget instanceof Node && menu?.contains(event.relatedTarget))) details.open = false;
  };

  const listeners = new AbortController();
  const { signal } = listeners;
  header.addEventListener('pointerdown', onPressInside, { capture: true, signal });
  window.addEventListener('pointerup', onRelease, { signal });
  window.addEventListener('pointercancel', onRelease, { signal });
  document.addEventListener('pointerdown', onPressAnywhere, { signal });
  header.addEventListener('toggle', onToggle, { capture: true, signal });
  header.addEventListener('click', onClick, { signal });
  header.addEventListener('keydown', onKeyDown, { signal });
  header.addEventListener('focusout', onFocusOut, { signal });
  return () => {
    enhanced.delete(header);
    listeners.abort();
  };
}
