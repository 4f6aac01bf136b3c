import IconButton from '@mui/material/IconButton';
import { StarIcon, StarOutlineIcon } from '../../icons';

export interface FavoriteToggleProps {
  /** Whether the item is a favourite now (shown filled, and announced as pressed). */
  active: boolean;
  /** What pressing does, e.g. "Add USDT/EUR to favourites": the button has no visible text. */
  label: string;
  onToggle: () => void;
  disabled?: boolean;
}

export function FavoriteToggle({ active, label, onToggle, disabled }: FavoriteToggleProps) {
  return (
    <IconButton
      aria-label={label}
      aria-pressed={active}
      title={label}
      onClick={onToggle}
      disabled={disabled}
      sx={{ color: active ? 'warning.main' : 'text.secondary' }}
    >
      {active ? <StarIcon fontSize="small" /> : <StarOutlineIcon fontSize="small" />}
    </IconButton>
  );
}
