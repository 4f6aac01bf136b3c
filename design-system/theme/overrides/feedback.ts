import { radii } from '../../tokens/layout';
import type { SemanticRoles, ToneRole } from '../../tokens/roles';
import type { OverrideFactory } from './types';

const soft = (t: ToneRole) => ({ backgroundColor: t.soft, color: t.onSoft, '& .MuiAlert-icon': { color: t.onSoft } });
const filled = (t: ToneRole) => ({ backgroundColor: t.main, color: t.contrastText });

/** One style per alert colour, each under the class MUI puts on the alert of that colour. */
const bySeverity = (r: SemanticRoles, style: (t: ToneRole) => object) => ({
  '&.MuiAlert-colorSuccess': style(r.positive),
  '&.MuiAlert-colorError': style(r.negative),
  '&.MuiAlert-colorWarning': style(r.warning),
  '&.MuiAlert-colorInfo': style(r.info),
});

/** Alerts, toasts, dialogs, tooltips, progress and skeletons. */
export const feedbackOverrides: OverrideFactory = (r) => ({
  MuiAlert: {
    styleOverrides: {
      root: { borderRadius: radii.md, alignItems: 'center' },
      // Alert colours come from the tone roles so their text keeps 4.5:1 in both modes. MUI applies only `root` and
      // the variant's own key to an alert (its colour is a class): keys such as `filledError` were never used, and
      // MUI's own dark filled error (white on the negative role's hover red, 2.99:1) failed axe in the browser scan
      // of the stories (tests/storybook-browser).
      standard: bySeverity(r, soft),
      filled: bySeverity(r, filled),
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
