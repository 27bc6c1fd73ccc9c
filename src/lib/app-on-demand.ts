/** Marks an island (src/components/island.tsx): a live part React runs before the app, on its own root. */
export const islandAttribute = 'data-island';

/** The page's island, if it has one, and whether `node` is inside it (its form needs no app). */
export const islandOf = (root: ParentNode): HTMLElement | null =>
  root.querySelector<HTMLElement>(`[${islandAttribute}]`);
export const inIsland = (node: Element): boolean => node.closest(`[${islandAttribute}]`) !== null;

/** Marks markup the visitor's clock decides with the span it holds in: past it, the page needs the app. */
const holdsWhileAttribute = 'data-holds-while';

/** The attribute for markup split at `now` by `boundaries`: from the last one not after `now` to the next. */
export function holdsWhile(now: number, boundaries: readonly number[]) {
  const from = Math.max(-Infinity, ...boundaries.filter((time) => time <= now));
  const until = Math.min(Infinity, ...boundaries.filter((time) => time > now));
  return { [holdsWhileAttribute]: `${from} ${until}` };
}

/** Whether the page shows anything the clock decides. */
export const showsDates = (root: ParentNode): boolean =>
  root.querySelector(`[${holdsWhileAttribute}]`) !== null;

/** The span in which every part of the page that the clock decides holds. */
function spanDatesHold(root: ParentNode): [number, number] {
  const spans = [...root.querySelectorAll(`[${holdsWhileAttribute}]`)].map((element) =>
    (element.getAttribute(holdsWhileAttribute) ?? '').split(' ').map(Number),
  );
  return [
    Math.max(-Infinity, ...spans.map(([from = NaN]) => from)),
    Math.min(Infinity, ...spans.map(([, until = NaN]) => until)),
  ];
}

/** Whether every part of the page that the clock decides is still true at `now`. */
export function datesHold(root: ParentNode, now: number): boolean {
  const [from, until] = spanDatesHold(root);
  return from <= now && now < until;
}

/** A moment at which every part of the page that the clock decides is as the page shows it. */
export function momentDatesHold(root: ParentNode, now = Date.now()): number {
  const [from, until] = spanDatesHold(root);
  return from > -Infinity ? from : Math.min(now, until - 1);
}
