/**
 * The ads table's columns from the md breakpoint (issue 18): advertiser · price · available and limits · payment
 * methods · action. The header and every row use this one template, so the columns line up at any width.
 */
export const AD_TABLE_COLUMNS = 'minmax(0, 2fr) minmax(0, 1.2fr) minmax(0, 1.7fr) minmax(0, 1.7fr) minmax(104px, auto)';
