import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppDialog, NativeSelectField } from '@ds';
import { SCENARIO_NAMES, isScenarioName, type ScenarioName } from '@mocks/scenarios/catalogue';
import type { MockSwitches } from '@mocks/browser';
import { MOCK_USER_KEYS, MOCK_USERS, type MockAccountKey } from '@mocks/users';

export interface MockSwitcherProps {
  open: boolean;
  onClose: () => void;
  scenario: ScenarioName;
  account: MockAccountKey | undefined;
  switchMocks: (switches: MockSwitches) => void;
}

const SCENARIO_OPTIONS = SCENARIO_NAMES.map((name) => ({ value: name, label: name }));

/** Scenario and account names are shown as written in URLs: they are identifiers, not texts to translate. */
export function MockSwitcher({ open, onClose, scenario, account, switchMocks }: MockSwitcherProps) {
  const { t } = useTranslation('devtools');
  const [nextScenario, setNextScenario] = useState<ScenarioName>(scenario);
  const [nextAccount, setNextAccount] = useState<string>(account ?? '');
  // Signed out, the list starts with that state; signing out itself is the header's Log out.
  const accountOptions = [
    ...(account ? [] : [{ value: '', label: t('mock.signedOut') }]),
    ...MOCK_USER_KEYS.map((key) => ({ value: key, label: `${key} (${MOCK_USERS[key].username})` })),
  ];
  const apply = () => {
    const user = MOCK_USER_KEYS.find((key) => key === nextAccount);
    switchMocks({ scenario: nextScenario, ...(user && user !== account ? { mockUser: user } : {}) });
  };
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={t('mock.title')}
      actions={
        <>
          <Button color="inherit" onClick={() => switchMocks({ mockReset: '1' })} sx={{ mr: 'auto' }}>
            {t('mock.reset')}
          </Button>
          <Button variant="contained" onClick={apply}>
            {t('mock.apply')}
          </Button>
        </>
      }
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <NativeSelectField
          label={t('mock.scenario')}
          value={nextScenario}
          onChange={(value) => isScenarioName(value) && setNextScenario(value)}
          options={SCENARIO_OPTIONS}
          helperText={t('mock.scenarioHint')}
        />
        <NativeSelectField
          label={t('mock.user')}
          value={nextAccount}
          onChange={setNextAccount}
          options={accountOptions}
          helperText={t('mock.userHint', { logout: t('common:nav.logout') })}
        />
        <Typography variant="body2" color="text.secondary">
          {t('mock.resetHint')}
        </Typography>
      </Stack>
    </AppDialog>
  );
}
