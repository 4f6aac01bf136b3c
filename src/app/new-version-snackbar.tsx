import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { toast } from '@ds';
import { askApp } from '@/platform/native-bridge';
import { forgetKeptPages } from './boot/keep-page-for-next-visit';

/** Inside the mobile app Refresh asks the app to update; when the app cannot, the page reloads. */
export default function NewVersionSnackbar({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['errors', 'common', 'shell']);
  const reload = () => void forgetKeptPages().then(() => location.reload());
  const refresh = () => {
    const asked = askApp('updateApp', { force: false });
    if (!asked) return reload();
    void asked.then((outcome) => {
      if (outcome.status !== 'done') return reload();
      const version = outcome.result.latestVersion;
      toast.info(version ? t('shell:nativeApp.updateOfferedVersion', { version }) : t('shell:nativeApp.updateOffered'));
      onClose();
    });
  };
  return (
    <Snackbar open anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      {/* Refresh goes with the message, not in Alert's action slot: an action replaces Alert's Close button. */}
      <Alert severity="info" role="status" onClose={onClose} closeText={t('common:action.close')}>
        {t('errors:newVersion')}{' '}
        <Button color="inherit" size="small" onClick={refresh} sx={{ ml: 0.5, verticalAlign: 'baseline' }}>
          {t('common:action.refresh')}
        </Button>
      </Alert>
    </Snackbar>
  );
}
