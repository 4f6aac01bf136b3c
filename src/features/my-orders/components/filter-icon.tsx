import { createSvgIcon } from '@mui/material/utils';

/** Material Symbols' filter_list (Apache-2.0), drawn inline like the design system's icons; decorative. */
export const FilterIcon = createSvgIcon(<path d="M10 18h4v-2h-4zM3 6v2h18V6zm3 7h12v-2H6z" />, 'Filter');
