import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../store';
import { toastDefaults } from '../../tokens/layout';
import { DS_NAMESPACE } from '../../i18n/namespace';
import { toast as defaultService, type ToastService } from './toast-service';

export interface ToastHostProps {
  service?: ToastService | undefined;
}

/** Errors and warnings are announced at once (role=alert), the others politely (role=status). */
export function ToastHost({ service = defaultService }: ToastHostProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  const items = useStore(service);
  if (items.length === 0) return null;
  return (
    <Box
      sx={(theme) => ({
        position: 'fixed',
        zIndex: theme.zIndex.toast,
        top: toastDefaults.offsetPx,
        insetInline: toastDefaults.offsetPx,
        display: 'flex',
        flexDirection: 'column',
        alignItems: { xs: 'stretch', sm: 'flex-end' },
        gap: 1,
        pointerEvents: 'none',
      })}
    >
      {items.map((item) => (
        <Alert
          key={item.id}
          role={item.severity === 'error' || item.severity === 'warning' ? 'alert' : 'status'}
          severity={item.severity}
          variant="filled"
          closeText={t('toast.close')}
          onClose={() => service.dismiss(item.id)}
          sx={{ pointerEvents: 'auto', width: { sm: 400 }, maxWidth: '100%', boxShadow: 3, wordBreak: 'break-word' }}
        >
          {item.message}
        </Alert>
      ))}
    </Box>
  );
}
