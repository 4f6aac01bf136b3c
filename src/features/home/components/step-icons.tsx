import { createOutlineIcon } from '@ds';

// Outlines on the design system's 24 px grid; decorative, as each step's heading says it.

/** Place an order: a ticket with lines. */
export const PlaceOrderIcon = createOutlineIcon(
  <>
    <rect x="5" y="3" width="14" height="18" rx="2" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </>,
  'PlaceOrder',
);

/** Pay the seller: a banknote. */
export const PayIcon = createOutlineIcon(
  <>
    <rect x="2.5" y="6" width="19" height="12" rx="2" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M6 9.5v5M18 9.5v5" />
  </>,
  'Pay',
);

/** Receive the crypto: the escrow's shield, released with a check. */
export const ReleaseIcon = createOutlineIcon(
  <>
    <path d="M12 3l7 2.8v5.4c0 4.4-3 8.2-7 9.8-4-1.6-7-5.4-7-9.8V5.8z" />
    <path d="m9 12 2 2 4-4" />
  </>,
  'Release',
);
