import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  notificationState,
  requestNotificationPermission,
  type NotificationState,
} from '../hooks/browser-notification';

/** Asks for permission from this button only, never on load; hidden where the browser has no Notification API. */
export function NotifyButton() {
  const { t } = useTranslation('orders');
  const [state, setState] = useState<NotificationState>(notificationState);
  if (state === 'unsupported') return null;
  if (state === 'granted') {
    return (
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {t('notify.enabled')}
      </Typography>
    );
  }
  if (state === 'denied') {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 280 }}>
        {t('notify.blocked')}
      </Typography>
    );
  }
  return (
    <Button variant="outlined" size="small" onClick={() => void requestNotificationPermission().then(setState)}>
      {t('notify.enable')}
    </Button>
  );
}
