import type { ReactNode } from 'react';
import { createSvgIcon } from '@mui/material/utils';

/** Outlines on the 24 px grid of the other icons; decorative, the heading beside each says what it means. */
export function createOutlineIcon(shapes: ReactNode, name: string) {
  return createSvgIcon(
    <g fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round">
      {shapes}
    </g>,
    name,
  );
}

/** A magnifier that found nothing: the 404 page. */
export const NotFoundIcon = createOutlineIcon(
  <>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m15.2 15.2 5.3 5.3M8.3 8.3l4.4 4.4m0-4.4-4.4 4.4" />
  </>,
  'NotFound',
);

/** A globe struck through: the product is not offered in this region. */
export const RegionBlockedIcon = createOutlineIcon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.3 2.4 3.4 5.2 3.4 8.5s-1.1 6.1-3.4 8.5c-2.3-2.4-3.4-5.2-3.4-8.5s1.1-6.1 3.4-8.5M4 4l16 16" />
  </>,
  'RegionBlocked',
);

/** A warning sign: the fatal error page. */
export const PageErrorIcon = createOutlineIcon(
  <>
    <path d="M10.3 4.2 2.9 17.5A2 2 0 0 0 4.6 20.5h14.8a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0" />
    <path d="M12 9.5v4.5m0 3h.01" />
  </>,
  'PageError',
);
