export { DateRangePicker, isDateRangeValid } from './date-range-picker';
export type { DateRangePickerProps, DateRange } from './date-range-picker';
