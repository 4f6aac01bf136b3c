import { radii } from '../../tokens/layout';
import type { SemanticRoles, ToneRole } from '../../tokens/roles';
import type { OverrideFactory } from './types';

const soft = (t: ToneRole) => ({ backgroundColor: t.soft, color: t.onSoft, '& .MuiAlert-icon': { color: t.onSoft } });
const filled = (t: ToneRole) => ({ backgroundColor: t.main, color: t.contrastText });

const bySeverity = (r: SemanticRoles, style: (t: ToneRole) => object) => ({
  '&.MuiAlert-colorSuccess': style(r.positive),
  '&.MuiAlert-colorError': style(r.negative),
  '&.MuiAlert-colorWarning': style(r.warning),
  '&.MuiAlert-colorInfo': style(r.info),
});

export const feedbackOverrides: OverrideFactory = (r) => ({
  MuiAlert: {
    styleOverrides: {
      root: { borderRadius: radii.md, alignItems: 'center' },
      // Styled per colour class: MUI never applies keys such as `filledError`, and its own dark filled error fails
      // AA contrast; the tone roles keep alert text readable in both modes.
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
