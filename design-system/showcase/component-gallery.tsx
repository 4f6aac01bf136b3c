import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../i18n/namespace';
import { ORDER_STATUSES } from '../components/status-chip/order-status';
// From the entry the app imports, so that the dev server's one-module design system (vite.config.ts) serves both.
import {
  AmountInput,
  ConfirmDialog,
  CopyButton,
  Countdown,
  AssetSelect,
  FiatSelect,
  DateRangePicker,
  type DateRange,
  EmptyState,
  ErrorState,
  FileInput,
  LoadingState,
  OnlineDot,
  Pagination,
  PaymentMethodChips,
  StatusChip,
  toast,
  UserAvatar,
  VerifiedBadges,
  formatAmount,
  formatPercent,
} from '../index';
import { ShowcaseSection } from './showcase-section';
import {
  sampleAssets,
  sampleFiats,
  sampleMaxAmount,
  sampleOrderId,
  samplePagination,
  samplePaymentImageRules,
  samplePaymentMethods,
  samplePayWindowMinutes,
  sampleTraderName,
} from './sample-data';

const wrapRow = { display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' } as const;

/** Every design-system component once, in the theme of the surrounding provider. */
export function ComponentGallery() {
  const { t, i18n } = useTranslation(DS_NAMESPACE);
  const [amount, setAmount] = useState('');
  const [asset, setAsset] = useState<string | null>('BTC');
  const [fiat, setFiat] = useState<string | null>('USD');
  const [range, setRange] = useState<DateRange>({});
  const [page, setPage] = useState(1);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [deadline] = useState(() => Date.now() + samplePayWindowMinutes * 60_000);

  return (
    <ShowcaseSection title={t('showcase.components')}>
      <Stack spacing={3}>
        <Box sx={wrapRow}>
          <Button variant="contained" color="buy">
            {t('showcase.buy')}
          </Button>
          <Button variant="contained" color="sell">
            {t('showcase.sell')}
          </Button>
          <Button variant="contained">{t('showcase.openConfirm')}</Button>
          <Button variant="outlined">{t('showcase.openConfirm')}</Button>
          <Button variant="contained" disabled>
            {t('showcase.paid')}
          </Button>
        </Box>
        <Box sx={{ typography: 'amount' }}>
          {formatAmount('123456789012345678901.23456789', { asset: 'BTC', locale: i18n.language })} ·{' '}
          {formatPercent('0.9876', i18n.language)}
        </Box>
        <AmountInput
          label={t('showcase.amount')}
          value={amount}
          onChange={setAmount}
          asset="USDT"
          max={sampleMaxAmount}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <AssetSelect options={sampleAssets} value={asset} onChange={setAsset} sx={{ flex: 1 }} />
          <FiatSelect options={sampleFiats} value={fiat} onChange={setFiat} required sx={{ flex: 1 }} />
        </Stack>
        <PaymentMethodChips methods={samplePaymentMethods} max={3} />
        <Box sx={wrapRow}>
          {ORDER_STATUSES.map((status) => (
            <StatusChip key={status} status={status} />
          ))}
        </Box>
        <Box sx={wrapRow}>
          <UserAvatar name={sampleTraderName} size={40} />
          <OnlineDot online showLabel />
          <OnlineDot online={false} showLabel />
          <VerifiedBadges kyc email phone={false} />
        </Box>
        <Box sx={wrapRow}>
          <Countdown deadline={deadline} label={t('showcase.payWithin')} />
          <CopyButton text={sampleOrderId} />
        </Box>
        <Box sx={wrapRow}>
          <Button variant="contained" color="buy" onClick={() => setConfirmOpen(true)}>
            {t('showcase.openConfirm')}
          </Button>
          <Button variant="outlined" onClick={() => toast.success(t('showcase.toastText'))}>
            {t('showcase.showToast')}
          </Button>
        </Box>
        <ConfirmDialog
          open={confirmOpen}
          title={t('showcase.confirmTitle')}
          body={t('showcase.confirmBody')}
          consequence={t('showcase.confirmWarning')}
          confirmLabel={t('showcase.paid')}
          cancelLabel={t('showcase.notPaid')}
          confirmColor="buy"
          onConfirm={() => new Promise<void>((resolve) => setTimeout(resolve, 1500)).then(() => setConfirmOpen(false))}
          onCancel={() => setConfirmOpen(false)}
        />
        <DateRangePicker value={range} onChange={setRange} />
        <FileInput
          accept={samplePaymentImageRules.accept}
          maxBytes={samplePaymentImageRules.maxBytes}
          onSelect={(file) => toast.info(file.name)}
          typeErrorMessage={t('showcase.fileTypeError')}
          sizeErrorMessage={t('showcase.fileSizeError')}
          checkContent
        />
        <Pagination
          page={page}
          total={samplePagination.total}
          pageSize={samplePagination.pageSize}
          onChange={setPage}
        />
        <EmptyState />
        <ErrorState onRetry={() => undefined} />
        <LoadingState rows={2} />
      </Stack>
    </ShowcaseSection>
  );
}
