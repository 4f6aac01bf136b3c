import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MOCK_USERS, type MockUserKey } from '../../../../mocks/users';
import { cookieDomainFor, writeCookie } from '@/shared/cookies';
import { detectInitialLanguage } from '@/shared/i18n';
import { loginReturnPath, safeRedirect } from '@/shared/routing/paths';
import { useScreenTitle } from '@/shared/use-document-title';

/** Mock account -> its label key (i18n keys are camelCase). */
const LABEL_KEY: Record<MockUserKey, string> = {
  trader: 'trader',
  'new-user': 'newUser',
  institution: 'institution',
  'sub-user': 'subUser',
};
const KEYS = Object.keys(LABEL_KEY) as MockUserKey[];

/**
 * Mock mode only: signs in as a mock user by setting the cookies the real login sets, then returns to where the
 * trader came from, never to an outside address.
 */
export function Component() {
  const { t } = useTranslation('shell');
  useScreenTitle(t('devLogin.title'));
  const [params] = useSearchParams();
  // A link that nests logins (`?redirect=/login?redirect=…`) still needs only one sign-in.
  const back = safeRedirect(loginReturnPath(params.get('redirect')), `/${detectInitialLanguage()}/p2p/buy`);

  const signIn = (key: MockUserKey) => {
    const user = MOCK_USERS[key];
    const domain = cookieDomainFor(location.hostname);
    writeCookie('authorization', user.authorization, { domain });
    writeCookie('userId', user.userId, { domain });
    writeCookie('UID', user.UID, { domain });
    writeCookie('accountGroup', String(user.accountGroup), { domain });
    location.assign(back);
  };

  return (
    // Outside the language layout: this page brings its own main landmark.
    <Container component="main" maxWidth="sm" sx={{ py: 6 }}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {t('devLogin.title')}
          </Typography>
          <Typography color="text.secondary">{t('devLogin.hint')}</Typography>
          {KEYS.map((key) => (
            <Button
              key={key}
              variant={key === 'trader' ? 'contained' : 'outlined'}
              onClick={() => signIn(key)}
              data-user={key}
            >
              {t(`devLogin.users.${LABEL_KEY[key]}`, { name: MOCK_USERS[key].username })}
            </Button>
          ))}
        </Stack>
      </Paper>
    </Container>
  );
}
