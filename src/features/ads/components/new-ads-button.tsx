import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

export interface NewAdsButtonProps {
  /** New ads held back from the rows (docs/product-rules.md §7.13); nothing is drawn without any. */
  held: number;
  onShow: () => void;
}

/**
 * "Show 3 new ads", floating at the top of the rows and staying under the header while the trader scrolls down. Its
 * place has no height, so it moves no row when it comes or goes.
 */
export function NewAdsButton({ held, onShow }: NewAdsButtonProps) {
  const { t } = useTranslation('ads');
  if (held === 0) return null;
  return (
    <Box
      sx={{
        position: 'sticky',
        top: { xs: 8, sm: 57 + 8 },
        height: 0,
        zIndex: 'speedDial',
        display: 'flex',
        justifyContent: 'center',
      }}
    >
      <Button
        variant="contained"
        size="small"
        onClick={onShow}
        sx={{ transform: 'translateY(-50%)', borderRadius: 999, boxShadow: 4, whiteSpace: 'nowrap' }}
      >
        {t('list.live.showNew', { count: held })}
      </Button>
    </Box>
  );
}
