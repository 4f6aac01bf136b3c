import { radii } from '../../tokens/layout';
import type { ToneRole } from '../../tokens/roles';
import type { OverrideFactory } from './types';

const soft = (t: ToneRole) => ({ backgroundColor: t.soft, color: t.onSoft, '& .MuiAlert-icon': { color: t.onSoft } });
const filled = (t: ToneRole) => ({ backgroundColor: t.main, color: t.contrastText });

/** Alerts, toasts, dialogs, tooltips, progress and skeletons. */
export const feedbackOverrides: OverrideFactory = (r) => ({
  MuiAlert: {
    styleOverrides: {
      root: { borderRadius: radii.md, alignItems: 'center' },
      // Alert colours come from the tone roles so their text keeps 4.5:1 in both modes.
      standardSuccess: soft(r.positive),
      standardError: soft(r.negative),
      standardWarning: soft(r.warning),
      standardInfo: soft(r.info),
      filledSuccess: filled(r.positive),
      filledError: filled(r.negative),
      filledWarning: filled(r.warning),
      filledInfo: filled(r.info),
    },
  },
  MuiDialog: {
    styleOverrides: {
      paper: { borderRadius: radii.lg, backgroundImage: 'none', backgroundColor: r.surfaceRaised },
    },
  },
  MuiDialogTitle: {
    styleOverrides: { root: { paddingRight: 56 } },
  },
  MuiTooltip: {
    styleOverrides: { tooltip: { backgroundColor: r.text.primary, color: r.surfaceRaised, fontSize: '0.75rem' } },
  },
  MuiSkeleton: {
    defaultProps: { animation: 'wave' },
    styleOverrides: { root: { backgroundColor: r.border } },
  },
});
