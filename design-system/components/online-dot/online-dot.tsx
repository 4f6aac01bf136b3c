import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n/namespace';
import { visuallyHidden } from '../../theme/tone-styles';

export interface OnlineDotProps {
  online: boolean;
  /** Show the word next to the dot; otherwise it is only read by screen readers. */
  showLabel?: boolean;
}

/** Whether an advertiser is online (spec §2, advertiser list). The text makes the state clear without colour. */
export function OnlineDot({ online, showLabel = false }: OnlineDotProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  const label = online ? t('online.online') : t('online.offline');
  return (
    <Box component="span" data-online={online} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, typography: 'caption', color: 'text.secondary' }}>
      <Box
        component="span"
        aria-hidden
        sx={(theme) => ({
          width: 8,
          height: 8,
          borderRadius: '50%',
          flexShrink: 0,
          backgroundColor: online ? theme.palette.roles.positive.main : theme.palette.roles.text.disabled,
        })}
      />
      <Box component="span" sx={showLabel ? undefined : visuallyHidden}>
        {label}
      </Box>
    </Box>
  );
}
