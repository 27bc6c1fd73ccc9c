// How many notices have appeared on this page, whichever code showed them (React's NoticeCard,
// the plain offline-ready notice): each one's place in the stack.
let arrivals = 0;

/**
 * The place of a notice arriving now: above every notice already there, whichever it is. The stack
 * grows up from the foot of the screen, so one arriving moves none of the others (the worker's,
 * the browser's and the language offer come in no set order).
 */
export const nextNoticeOrder = (): number => -++arrivals;
