/** The one column template of the ads table's header and rows, so the columns line up at any width. */
export const AD_TABLE_COLUMNS = 'minmax(0, 2fr) minmax(0, 1.2fr) minmax(0, 1.7fr) minmax(0, 1.7fr) minmax(104px, auto)';
