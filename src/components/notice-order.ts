let arrivals = 0;

/** The place of a notice arriving now (React's or plain DOM's): above the others, so it moves none. */
export const nextNoticeOrder = (): number => -++arrivals;
