import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useGetRestrictionCheck } from '@/api/generated/endpoints/restriction/restriction';
import { useApplyAdvertiser } from '@/api/generated/endpoints/my-ads/my-ads';
import { CheckCircleIcon, CloseIcon, FailureMessage, toast } from '@ds';
import { failureText } from '@/shared/api-failures';
import { GATE_ORDER, evaluateGates, gateDataStatus, useTradeGate } from '@/session/gates';
import { setUserInfo, useSession, type SessionState } from '@/session/session-store';

/** Keys written out so each stays searchable. */
const GATE_KEY = {
  region: 'my-ads:advertiser.gates.region',
  phone: 'my-ads:advertiser.gates.phone',
  email: 'my-ads:advertiser.gates.email',
  kyc: 'my-ads:advertiser.gates.kyc',
  twoFactor: 'my-ads:advertiser.gates.twoFactor',
  agreement: 'my-ads:advertiser.gates.agreement',
} as const;

const selectState = (s: SessionState) => s;

function CheckItem({ met, label }: { met: boolean; label: string }) {
  const { t } = useTranslation('my-ads');
  const Icon = met ? CheckCircleIcon : CloseIcon;
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}>
      <Icon fontSize="small" sx={{ color: met ? 'success.main' : 'text.secondary' }} aria-hidden />
      <span>{label}</span>
      <Box component="span" sx={{ color: met ? 'success.main' : 'text.secondary', typography: 'body2', ml: 'auto' }}>
        {t(met ? 'advertiser.met' : 'advertiser.missing')}
      </Box>
    </Box>
  );
}

/**
 * What a trader who is not an advertiser yet needs to post ads, each step marked done or to do, and the one action
 * that leads there: the product's own gates first, then the advertiser terms (docs/product-rules.md §18.1).
 */
export function BecomeAdvertiser() {
  const { t } = useTranslation(['my-ads', 'errors']);
  const session = useSession(selectState);
  const restriction = useGetRestrictionCheck({ request: { silent: true } });
  const { requestTrade, gateElement } = useTradeGate();
  const apply = useApplyAdvertiser({ request: { silent: true } });
  const [failure, setFailure] = useState<{ text: string; reason: string | null } | null>(null);
  const status = gateDataStatus(session, restriction.data ? 'success' : restriction.isError ? 'error' : 'pending');
  const unmet = new Set(status === 'ready' ? evaluateGates(session, restriction.data) : []);
  const subAccount = session.userInfo?.isAdmin === false;

  const become = async () => {
    setFailure(null);
    if (!(await requestTrade())) return;
    try {
      const result = await apply.mutateAsync({ data: { acceptAdvertiserTerms: true } });
      const user = session.userInfo;
      if (user) setUserInfo({ ...user, traderStatus: result.traderStatus });
      toast.success(t('advertiser.done'));
    } catch (error) {
      setFailure({ text: t('advertiser.failed'), reason: failureText(error, t) });
    }
  };

  return (
    <Box component="section" aria-labelledby="become-advertiser-title" sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      <Typography id="become-advertiser-title" variant="h6" component="h2">
        {t('advertiser.title')}
      </Typography>
      <Typography>{t('advertiser.intro')}</Typography>
      {status === 'pending' ? (
        <Typography color="text.secondary">{t('advertiser.checking')}</Typography>
      ) : (
        <Box component="ul" aria-label={t('advertiser.checklistLabel')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          <CheckItem met={!subAccount} label={t('advertiser.mainAccount')} />
          {GATE_ORDER.map((gate) => (
            <CheckItem key={gate} met={status === 'ready' && !unmet.has(gate)} label={t(GATE_KEY[gate])} />
          ))}
        </Box>
      )}
      {subAccount ? (
        <Alert severity="info">{t('advertiser.subAccount')}</Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" id="advertiser-terms">
            {t('advertiser.terms')}
          </Typography>
          <Box>
            <Button
              variant="contained"
              onClick={() => void become()}
              disabled={apply.isPending}
              aria-describedby="advertiser-terms"
            >
              {unmet.size > 0 ? t('advertiser.finishSteps') : t('advertiser.apply')}
            </Button>
          </Box>
        </>
      )}
      {failure && (
        <Alert severity="error" role="alert">
          <FailureMessage text={failure.text} reason={failure.reason} />
        </Alert>
      )}
      {gateElement}
    </Box>
  );
}
