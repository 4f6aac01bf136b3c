import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getGetVerifyUserQueryKey, useAcceptTerm } from '@/api/generated/endpoints/gates/gates';
import { failureText } from '@/shared/api-failures';
import { getSession, setTradingFeature } from '../session-store';
import { GateActions } from './gate-steps';

/** Written out so each key stays searchable. */
const SUMMARY_KEYS = [
  'gates:agreement.escrow',
  'gates:agreement.ownAccount',
  'gates:agreement.paidOnlyAfterPaying',
  'gates:agreement.noCancelAfterPaying',
  'gates:agreement.appeal',
] as const;

function markTermsAccepted(): void {
  const feature = getSession().tradingFeature;
  if (feature) setTradingFeature({ ...feature, acceptTerm: true });
}

/** The call is silent: a failure is shown here, next to the button, not as a toast. */
export function AgreementStep({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation(['gates', 'common', 'validation']);
  const queryClient = useQueryClient();
  const [checked, setChecked] = useState(false);
  const [showRequired, setShowRequired] = useState(false);
  const accept = useAcceptTerm({
    request: { silent: true },
    mutation: {
      onSuccess: () => {
        markTermsAccepted();
        void queryClient.invalidateQueries({ queryKey: getGetVerifyUserQueryKey() });
      },
    },
  });

  const submit = () => {
    if (!checked) {
      setShowRequired(true);
      return;
    }
    accept.mutate({ data: { acceptTerm: true } });
  };
  const acceptFailure = accept.isError ? failureText(accept.error, t) : null;

  return (
    <Stack spacing={1.5}>
      <Typography>{t('common:gate.agreement')}</Typography>
      <Typography variant="subtitle2" component="p">
        {t('gates:agreement.summaryTitle')}
      </Typography>
      <Typography component="ul" variant="body2" sx={{ m: 0, pl: 3, '& li + li': { mt: 0.5 } }}>
        {SUMMARY_KEYS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </Typography>
      <FormControl error={showRequired && !checked}>
        <FormControlLabel
          control={
            <Checkbox
              checked={checked}
              onChange={(event) => setChecked(event.target.checked)}
              slotProps={{ input: { 'aria-describedby': showRequired && !checked ? 'agreement-required' : undefined } }}
            />
          }
          label={t('common:gate.agreementAccept')}
        />
        {showRequired && !checked && (
          <FormHelperText id="agreement-required">{t('validation:agreementRequired')}</FormHelperText>
        )}
      </FormControl>
      {acceptFailure && <Alert severity="error">{acceptFailure}</Alert>}
      <GateActions>
        <Button variant="outlined" color="neutral" onClick={onCancel} disabled={accept.isPending}>
          {t('common:action.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} loading={accept.isPending}>
          {t('gates:agreement.accept')}
        </Button>
      </GateActions>
    </Stack>
  );
}
