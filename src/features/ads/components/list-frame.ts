import type { SxProps, Theme } from '@mui/material/styles';

/** Around the rows and their headings: a table's frame from `md` up; the list and its early rows share it. */
export const LIST_FRAME_SX = {
  border: { md: 1 },
  borderColor: { md: 'roles.border' },
  borderRadius: { md: 1 },
  bgcolor: { md: 'background.paper' },
  overflow: 'hidden',
} as const satisfies SxProps<Theme>;
