import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import { askApp } from '@/platform/native-bridge';
import { useRestrictions } from '@/platform/use-restrictions';
import { useKycPrompt } from '@/session/gates';
import { depositUrl } from '@/shared/routing/exchange-pages';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';

/** depositNeedKyc sends the trader to KYC first; in the native app its own deposit screen, else the exchange's page. */
export function DepositAction({ asset }: { asset: string }) {
  const { t } = useTranslation('ad-detail');
  const lang = useCurrentLanguage();
  const { depositNeedKyc } = useRestrictions();
  const kyc = useKycPrompt(depositNeedKyc);
  const deposit = async () => {
    if (depositNeedKyc) {
      kyc.prompt();
      return;
    }
    const outcome = await askApp('openDepositWithdraw', { type: 'deposit', asset });
    if (outcome?.status !== 'done') window.location.assign(depositUrl(lang, asset));
  };
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => void deposit()}>
        {t('form.deposit', { asset })}
      </Button>
      {kyc.element}
    </>
  );
}
