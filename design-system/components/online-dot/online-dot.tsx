import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n/namespace';
import { visuallyHidden } from '../../theme/tone-styles';

export interface OnlineDotProps {
  online: boolean;
  /** Show the word next to the dot; otherwise it is only read by screen readers. */
  showLabel?: boolean;
}

// One styled element for the dot and its word: every list row shows one, so it stays cheap to render.
const Root = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  ...theme.typography.caption,
  color: theme.palette.text.secondary,
  '& .OnlineDot-dot': {
    width: 8,
    height: 8,
    borderRadius: '50%',
    flexShrink: 0,
    backgroundColor: theme.palette.roles.text.disabled,
  },
  '&[data-online="true"] .OnlineDot-dot': { backgroundColor: theme.palette.roles.positive.main },
  '& .OnlineDot-hidden': visuallyHidden,
}));

/** The word makes the state clear without colour. */
export function OnlineDot({ online, showLabel = false }: OnlineDotProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  return (
    <Root data-online={online}>
      <span className="OnlineDot-dot" aria-hidden />
      <span className={showLabel ? undefined : 'OnlineDot-hidden'}>
        {online ? t('online.online') : t('online.offline')}
      </span>
    </Root>
  );
}
