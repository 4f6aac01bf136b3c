/**
 * Every date on a page is written in the Gregorian calendar, whatever the language: Intl's default for Thai is the
 * Buddhist one ("5 มี.ค. 2569"), beside a copyright year, order numbers that begin with the date and the
 * browser's date picker that all count from the Gregorian year.
 */
export const PAGE_CALENDAR = { calendar: 'gregory' } as const satisfies Intl.DateTimeFormatOptions;
