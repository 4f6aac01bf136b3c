/** Spacing, radii, breakpoints and layers. */

/** MUI's spacing unit: theme.spacing(n) = n * 8 px; half steps (0.5, 1.5) give the 4 px grid. */
export const spacingUnit = 8;

/** The named scale in px, for the showcase and for code that needs a raw length. */
export const space = { xxs: 2, xs: 4, sm: 8, md: 12, lg: 16, xl: 24, xxl: 32, xxxl: 48 } as const;

export const radii = { none: 0, sm: 4, md: 8, lg: 12, pill: 999 } as const;

/**
 * Breakpoints in px. The smallest supported screen is a 360 px phone; `xl` is a wide desktop.
 * Layouts are written phone-first: xs styles are the 360 px layout.
 */
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1440 } as const;
export const minSupportedWidth = 360;

/**
 * Layers. Spec §9 sets a z-index base of 2000 for toasts and overlays: the exchange's header, footer and transfer
 * widget are separate embedded apps (spec §1) that stack above ordinary page content, so our overlays start above
 * them. Toasts sit above dialogs so an error raised inside a dialog stays visible.
 */
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

/** Toasts: spec §9, shown for 3000 ms by default, 16 px from the edge of the viewport. */
export const toastDefaults = { durationMs: 3000, offsetPx: 16, maxVisible: 5 } as const;

/**
 * A CSS custom property on <body>: the height of a bar fixed to the bottom of the screen while one is shown (the
 * order page's actions on a phone), so other fixed elements can sit above it.
 */
export const BOTTOM_BAR_VAR = '--p2p-bottom-bar';
