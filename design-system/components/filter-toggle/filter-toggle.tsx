import Button from '@mui/material/Button';
import { CheckCircleIcon } from '../../icons';

export interface FilterToggleProps {
  /** Whether the filter narrows the list now: shown filled with a tick, announced as pressed. */
  active: boolean;
  label: string;
  onToggle: () => void;
  disabled?: boolean;
}

/** A pill that turns one narrowing of a list on and off; Button underneath, so it costs no code the page lacks. */
export function FilterToggle({ active, label, onToggle, disabled }: FilterToggleProps) {
  return (
    <Button
      size="small"
      variant={active ? 'contained' : 'outlined'}
      color={active ? 'primary' : 'inherit'}
      disableElevation
      aria-pressed={active}
      onClick={onToggle}
      disabled={disabled}
      startIcon={active ? <CheckCircleIcon fontSize="small" /> : undefined}
      sx={{
        borderRadius: 999,
        whiteSpace: 'nowrap',
        flexShrink: 0,
        minHeight: 32,
        px: 1.5,
        borderColor: active ? undefined : 'roles.border',
        color: active ? undefined : 'text.primary',
      }}
    >
      {label}
    </Button>
  );
}
