/**
 * Marks #root on a page whose first load starts the app only when something needs it
 * (src/start-up/start-on-demand.ts): one whose live parts all work without it (src/app/route-table.ts).
 */
export const appOnDemandAttribute = 'data-app-on-demand';

export const startsAppOnDemand = (root: HTMLElement): boolean => root.hasAttribute(appOnDemandAttribute);

/**
 * Marks markup that shows what the visitor's clock decides (events or intakes, upcoming or past) with the span
 * of time in which it stays true: once the clock leaves it, that page needs the app.
 */
const holdsWhileAttribute = 'data-holds-while';

/**
 * The attribute for markup split at `now` by `boundaries` (an event is upcoming until it ends): it
 * holds from the last boundary not after `now` until the first one after it.
 */
export function holdsWhile(
  now: number,
  boundaries: readonly number[],
): Record<typeof holdsWhileAttribute, string> {
  const from = Math.max(-Infinity, ...boundaries.filter((time) => time <= now));
  const until = Math.min(Infinity, ...boundaries.filter((time) => time > now));
  return { [holdsWhileAttribute]: `${from} ${until}` };
}

/** Whether the page shows anything the clock decides. */
export const showsDates = (root: ParentNode): boolean =>
  root.querySelector(`[${holdsWhileAttribute}]`) !== null;

/** Whether every part of the page that the clock decides is still true at `now`. */
export const datesHold = (root: ParentNode, now: number): boolean =>
  [...root.querySelectorAll(`[${holdsWhileAttribute}]`)].every((element) => {
    const [from = NaN, until = NaN] = (element.getAttribute(holdsWhileAttribute) ?? '')
      .split(' ')
      .map(Number);
    return from <= now && now < until;
  });
