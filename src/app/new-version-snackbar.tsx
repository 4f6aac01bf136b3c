import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';

/** The notice itself (spec §4/§8), fetched only once a newer build is announced (./new-version-notice.tsx). */
export default function NewVersionSnackbar({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['errors', 'common']);
  return (
    <Snackbar open anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      {/* Refresh goes with the message, not in Alert's action slot: an action replaces Alert's Close button. */}
      <Alert severity="info" role="status" onClose={onClose} closeText={t('common:action.close')}>
        {t('errors:newVersion')}{' '}
        <Button color="inherit" size="small" onClick={() => location.reload()} sx={{ ml: 0.5, verticalAlign: 'baseline' }}>
          {t('common:action.refresh')}
        </Button>
      </Alert>
    </Snackbar>
  );
}
