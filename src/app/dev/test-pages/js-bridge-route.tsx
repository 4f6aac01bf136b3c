import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  BRIDGE_OPERATIONS,
  SAMPLE_OPTIONS,
  createNativeBridge,
  useNativeApp,
  type BridgeOperation,
} from '@/platform/native-bridge';
import { installFakeNativeHost } from '@/platform/native-bridge/fake-native-host';

type Outcome = { kind: 'ok'; json: string } | { kind: 'error'; reason: string };

// Spelled out so every key can be found by search.
const OP_LABELS = {
  getUserAuth: 'bridge.ops.getUserAuth',
  goToAppLogin: 'bridge.ops.goToAppLogin',
  downloadImage: 'bridge.ops.downloadImage',
  logout: 'bridge.ops.logout',
  openNewWindow: 'bridge.ops.openNewWindow',
  openKyc: 'bridge.ops.openKyc',
  openTrade: 'bridge.ops.openTrade',
  setPageTitle: 'bridge.ops.setPageTitle',
  updateApp: 'bridge.ops.updateApp',
  openDepositWithdraw: 'bridge.ops.openDepositWithdraw',
  openTransfer: 'bridge.ops.openTransfer',
  openBalanceHome: 'bridge.ops.openBalanceHome',
  copyString: 'bridge.ops.copyString',
  goToCommunity: 'bridge.ops.goToCommunity',
} as const satisfies Record<BridgeOperation, string>;

const DEVICE_LABELS = { ios: 'bridge.device.ios', android: 'bridge.device.android', h5: 'bridge.device.h5' } as const;

/** One button per native-app operation, each answer shown as JSON; outside the app it installs the tests' fake app. */
export function Component() {
  const { t } = useTranslation('shell');
  const app = useNativeApp();
  const [outcomes, setOutcomes] = useState<Partial<Record<BridgeOperation, Outcome>>>({});
  const bridge = useMemo(() => app.bridge ?? createNativeBridge({ timeoutMs: 3000 }), [app.bridge]);

  useEffect(() => {
    if (app.inApp) return;
    const fake = installFakeNativeHost({ delayMs: 50 });
    return () => fake.uninstall();
  }, [app.inApp]);

  const run = (op: BridgeOperation) =>
    bridge[op](
      SAMPLE_OPTIONS[op] as never,
      (result) => setOutcomes((prev) => ({ ...prev, [op]: { kind: 'ok', json: JSON.stringify(result) } })),
      (error) => setOutcomes((prev) => ({ ...prev, [op]: { kind: 'error', reason: error.reason } })),
    );
  const answered = Object.keys(outcomes).length;

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('bridge.title')}
      </Typography>
      <Typography color="text.secondary">
        {app.inApp ? t('bridge.realApp', { device: t(DEVICE_LABELS[app.device]) }) : t('bridge.fakeApp')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="contained" onClick={() => BRIDGE_OPERATIONS.forEach(run)}>
          {t('bridge.callAll')}
        </Button>
        <Typography role="status">{t('bridge.answered', { count: answered })}</Typography>
      </Stack>
      <Table size="small" aria-label={t('bridge.title')}>
        <TableBody>
          {BRIDGE_OPERATIONS.map((op) => {
            const outcome = outcomes[op];
            return (
              <TableRow key={op} data-op={op}>
                <TableCell sx={{ width: { sm: 260 } }}>
                  <Button variant="outlined" size="small" onClick={() => run(op)}>
                    {t(OP_LABELS[op])}
                  </Button>
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }} data-testid={`bridge-result-${op}`}>
                  {!outcome
                    ? t('bridge.notCalled')
                    : outcome.kind === 'ok'
                      ? outcome.json
                      : t('bridge.failed', { reason: outcome.reason })}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Stack>
  );
}
