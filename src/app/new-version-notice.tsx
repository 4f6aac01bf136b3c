import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';

// Spec §4/§8: 'The latest version is available, please refresh the page.' It stays until the user refreshes
// or closes it: a trader in the middle of a trade decides when to reload.
let available = false;
const listeners = new Set<() => void>();

export function announceNewVersion(): void {
  available = true;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function NewVersionNotice() {
  const { t } = useTranslation(['errors', 'common']);
  const show = useSyncExternalStore(subscribe, () => available, () => available);
  return (
    <Snackbar open={show} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity="info"
        role="status"
        onClose={() => {
          available = false;
          for (const listener of [...listeners]) listener();
        }}
        action={
          <Button color="inherit" size="small" onClick={() => location.reload()}>
            {t('common:action.refresh')}
          </Button>
        }
      >
        {t('errors:newVersion')}
      </Alert>
    </Snackbar>
  );
}
