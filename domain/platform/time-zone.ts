/**
 * The store's time zone: the programme's calendar days, receipts, history dates and reports are
 * Jakarta's (WIB, UTC+7 all year: no daylight saving). A leaf module of its own, so a screen that only
 * needs the name does not carry jakarta-time.ts's formatters.
 */
export const JAKARTA_TIME_ZONE = 'Asia/Jakarta';
