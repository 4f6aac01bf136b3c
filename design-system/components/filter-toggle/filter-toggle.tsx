import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { CheckCircleIcon } from '../../icons';

export interface FilterToggleProps {
  /** Whether the filter narrows the list now: shown filled with a tick, announced as pressed. */
  active: boolean;
  label: string;
  onToggle: () => void;
  disabled?: boolean;
}

// Both states in one set of styles, told apart by aria-pressed: a press changes one attribute, adds no style to the
// page (which would restyle all of it), and the pill keeps its size.
const TOGGLE_SX: SxProps<Theme> = {
  borderRadius: 999,
  whiteSpace: 'nowrap',
  flexShrink: 0,
  minHeight: 32,
  px: 1.5,
  borderColor: 'roles.border',
  color: 'text.primary',
  '&[aria-pressed="false"] .MuiButton-startIcon': { display: 'none' },
  '&[aria-pressed="true"]': { bgcolor: 'primary.main', borderColor: 'primary.main', color: 'primary.contrastText' },
  '@media (hover: hover)': { '&[aria-pressed="true"]:hover': { bgcolor: 'primary.dark' } },
};

/** A pill that turns one narrowing of a list on and off; Button underneath, so it costs no code the page lacks. */
export function FilterToggle({ active, label, onToggle, disabled }: FilterToggleProps) {
  return (
    <Button
      size="small"
      variant="outlined"
      color="inherit"
      aria-pressed={active}
      onClick={onToggle}
      disabled={disabled}
      startIcon={<CheckCircleIcon fontSize="small" />}
      sx={TOGGLE_SX}
    >
      {label}
    </Button>
  );
}
