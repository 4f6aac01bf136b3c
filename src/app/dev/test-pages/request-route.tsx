import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { getAssets, getPublicRates } from '@/api/generated/endpoints/market/market';
import { getSpotBalance } from '@/api/generated/endpoints/wallet/wallet';
import { getUserInfo } from '@/api/generated/endpoints/session/session';
import { isApiError } from '@/api/http/api-error';
import { getServerOffsetMs } from '@/platform/server-time';

type Status = 'idle' | 'pending' | 'success' | 'error';
interface Row {
  status: Status;
  detail: string;
}

const CALLS = {
  assets: () => getAssets(),
  rates: () => getPublicRates({ assets: 'BTC,ETH,USDT' }),
  userInfo: () => getUserInfo(),
  spotBalance: () => getSpotBalance({ includeStaking: true }),
} as const;
type CallName = keyof typeof CALLS;

/** Calls through the one HTTP client, showing each request's lifecycle, the server-time offset and typed errors. */
export function Component() {
  const { t } = useTranslation('devtools');
  const [rows, setRows] = useState<Record<CallName, Row>>(
    () =>
      Object.fromEntries(Object.keys(CALLS).map((k) => [k, { status: 'idle', detail: '' }])) as Record<CallName, Row>,
  );
  const run = async (name: CallName) => {
    setRows((r) => ({ ...r, [name]: { status: 'pending', detail: '' } }));
    try {
      const data = await CALLS[name]();
      setRows((r) => ({ ...r, [name]: { status: 'success', detail: JSON.stringify(data).slice(0, 160) } }));
    } catch (error) {
      const detail = isApiError(error) ? `${error.kind} ${error.code ?? ''} ${error.message}` : String(error);
      setRows((r) => ({ ...r, [name]: { status: 'error', detail } }));
    }
  };
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('request.title')}
      </Typography>
      <Typography>{t('request.offset', { ms: getServerOffsetMs() })}</Typography>
      <Table size="small" aria-label={t('request.title')}>
        <TableBody>
          {(Object.keys(CALLS) as CallName[]).map((name) => (
            <TableRow key={name}>
              <TableCell>
                <Button variant="outlined" onClick={() => void run(name)}>
                  {t(`request.calls.${name}`)}
                </Button>
              </TableCell>
              <TableCell data-testid={`status-${name}`}>{t(`request.status.${rows[name].status}`)}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all', fontFamily: 'monospace' }}>{rows[name].detail}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
