import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LoadingState, OutlinedField } from '@ds';
import { LANGUAGES, LANGUAGE_INFO } from '@/shared/i18n';

const DEFAULT_KEY = 'errors:network';

/** One key in every language side by side; it loads all languages on purpose, unlike the product. */
export function Component() {
  const { t, i18n } = useTranslation('shell');
  const [key, setKey] = useState(DEFAULT_KEY);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void i18n.loadLanguages([...LANGUAGES]).then(() => setReady(true));
  }, [i18n]);

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('testPages.localeTitle')}
      </Typography>
      <OutlinedField
        label={t('testPages.localeKey')}
        value={key}
        onChange={(e) => setKey(e.target.value)}
        helperText={t('testPages.localeKeyHint')}
      />
      {!ready ? (
        <LoadingState variant="spinner" label={t('testPages.loading')} />
      ) : (
        <Table size="small" aria-label={t('testPages.localeTitle')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('testPages.language')}</TableCell>
              <TableCell>{t('testPages.text')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {LANGUAGES.map((lng) => (
              <TableRow key={lng}>
                <TableCell>
                  {LANGUAGE_INFO[lng].nativeName} ({lng})
                </TableCell>
                <TableCell lang={LANGUAGE_INFO[lng].locale} dir={LANGUAGE_INFO[lng].dir}>
                  {i18n.getFixedT(lng)(key, {
                    count: 2,
                    path: '/example',
                    step: 1,
                    message: '…',
                    asset: 'USDT',
                    name: 'Alex',
                    rate: '99%',
                  })}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
