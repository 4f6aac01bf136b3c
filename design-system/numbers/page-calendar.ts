/** Gregorian in every language: Intl's default for Thai is Buddhist, unlike the order numbers and date picker. */
export const PAGE_CALENDAR = { calendar: 'gregory' } as const satisfies Intl.DateTimeFormatOptions;
