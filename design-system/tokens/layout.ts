/** MUI's spacing unit: theme.spacing(n) = n * 8 px; half steps (0.5, 1.5) give the 4 px grid. */
export const spacingUnit = 8;

export const space = { xxs: 2, xs: 4, sm: 8, md: 12, lg: 16, xl: 24, xxl: 32, xxxl: 48 } as const;

export const radii = { none: 0, sm: 4, md: 8, lg: 12, pill: 999 } as const;

/** Layouts are written phone-first: xs styles are the layout of a 360 px phone, the smallest supported screen. */
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1440 } as const;
export const minSupportedWidth = 360;

// Our overlays start above the exchange's embedded header, footer and transfer widget; toasts sit above dialogs
// so an error raised inside a dialog stays visible.
export const Z_INDEX_BASE = 2000;
export const zIndex = {
  mobileStepper: 1000,
  fab: 1050,
  speedDial: 1050,
  appBar: 1100,
  drawer: Z_INDEX_BASE,
  modal: Z_INDEX_BASE + 10,
  snackbar: Z_INDEX_BASE + 20,
  toast: Z_INDEX_BASE + 30,
  tooltip: Z_INDEX_BASE + 40,
} as const;

export const toastDefaults = { durationMs: 3000, offsetPx: 16, maxVisible: 5 } as const;

/** On <body>: the height of a bar fixed to the screen's bottom, so other fixed elements can sit above it. */
export const BOTTOM_BAR_VAR = '--p2p-bottom-bar';
