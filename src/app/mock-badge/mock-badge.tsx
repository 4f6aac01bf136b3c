import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { BOTTOM_BAR_VAR, softTone } from '@ds';
import { hasSession, useSession } from '@/session/session-store';
import { readCookie } from '@/shared/cookies';
import type { MockSwitches } from '@mocks/browser';
import type { ScenarioName } from '@mocks/scenarios/catalogue';
import { MOCK_USER_KEYS, MOCK_USERS, type MockAccountKey } from '@mocks/users';
import { MockSwitcher } from './mock-switcher';

export interface MockBadgeProps {
  scenario: ScenarioName;
  switchMocks: (switches: MockSwitches) => void;
}

function useMockAccount(): MockAccountKey | undefined {
  const userId = useSession((s) => s.userInfo?.userId ?? (hasSession() ? readCookie('userId') : undefined));
  return MOCK_USER_KEYS.find((key) => MOCK_USERS[key].userId === userId);
}

/** Shows the mock scenario and user, so a scenario kept in its cookie is never a surprise. */
export function MockBadge({ scenario, switchMocks }: MockBadgeProps) {
  const { t } = useTranslation('devtools');
  const [open, setOpen] = useState(false);
  const account = useMockAccount();
  const user = account ?? t('mock.signedOut');
  return (
    <>
      <ButtonBase
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        title={t('mock.badge', { scenario, user })}
        sx={(theme) => ({
          ...softTone('warning')(theme),
          position: 'fixed',
          insetInlineStart: 8,
          bottom: `calc(8px + var(${BOTTOM_BAR_VAR}, 0px))`,
          zIndex: 'speedDial',
          // Clear of the floating Transfer button in the other corner.
          maxWidth: 'calc(100vw - 190px)',
          px: 1,
          py: 0.25,
          borderRadius: 999,
          border: 1,
          borderColor: 'warning.main',
          font: 'inherit',
          fontSize: '0.75rem',
          lineHeight: 1.6,
          opacity: 0.9,
          '&:hover, &.Mui-focusVisible': { opacity: 1 },
          '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'warning.main', outlineOffset: 2 },
        })}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {t('mock.badge', { scenario, user })}
        </Box>
      </ButtonBase>
      {/* Keyed by the account: signing in on /login meanwhile starts the form from the new one. */}
      <MockSwitcher
        key={account ?? ''}
        open={open}
        onClose={() => setOpen(false)}
        scenario={scenario}
        account={account}
        switchMocks={switchMocks}
      />
    </>
  );
}
