import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockBadge } from '@/app/mock-badge/mock-badge';
import { resetSession } from '@/session/session-store';
import { SCENARIO_NAMES } from '@mocks/scenarios/catalogue';
import { MOCK_USER_KEYS } from '@mocks/users';
import { loadTexts, renderWithProviders, seedSession } from '../support/render-with-providers';

// In mock mode a badge says which scenario and mock user the mocks answer with, and opens a
// switcher. The switches themselves are mocks/browser.ts's (switchMocks: a reload with URL-style switches).

afterEach(() => {
  resetSession();
  // setUserInfo wrote the session cookies; the next test starts signed out.
  for (const pair of document.cookie.split('; ')) document.cookie = `${pair.split('=')[0]}=; path=/; max-age=0`;
});

async function openSwitcher() {
  await userEvent.click(await screen.findByRole('button', { name: /^Mock:/ }));
  return within(await screen.findByRole('dialog', { name: 'Mock mode' }));
}

describe('mock badge', () => {
  it('shows the scenario and the signed-in mock account', async () => {
    renderWithProviders(<MockBadge scenario="server-errors" switchMocks={jest.fn()} />, { session: 'trader' });
    expect(await screen.findByRole('button', { name: 'Mock: server-errors · trader' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  });

  it('says signed out without a session', async () => {
    renderWithProviders(<MockBadge scenario="default" switchMocks={jest.fn()} />);
    expect(await screen.findByRole('button', { name: 'Mock: default · signed out' })).toBeInTheDocument();
  });

  it('lists every scenario and account, and applies the chosen pair with one switch', async () => {
    const switchMocks = jest.fn();
    renderWithProviders(<MockBadge scenario="default" switchMocks={switchMocks} />);
    const dialog = await openSwitcher();
    const scenario = dialog.getByRole('combobox', { name: 'Scenario' });
    expect(
      within(scenario)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([...SCENARIO_NAMES]);
    expect(scenario).toHaveValue('default');
    const user = dialog.getByRole('combobox', { name: 'Mock user' });
    expect(user).toHaveValue('');
    expect(within(user).getAllByRole('option')).toHaveLength(MOCK_USER_KEYS.length + 1);
    expect(dialog.getByText('Kept in a cookie for every page until you reset.')).toBeInTheDocument();
    await userEvent.selectOptions(scenario, 'new-device');
    await userEvent.selectOptions(user, 'new-device (AlexOnTheRoad)');
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    expect(switchMocks).toHaveBeenCalledWith({ scenario: 'new-device', mockUser: 'new-device' });
  });

  it('keeps the signed-in account when only the scenario changes; Reset asks for the seed and the default scenario', async () => {
    seedSession('institution');
    const switchMocks = jest.fn();
    renderWithProviders(<MockBadge scenario="chaos" switchMocks={switchMocks} />);
    const dialog = await openSwitcher();
    expect(dialog.getByRole('combobox', { name: 'Mock user' })).toHaveValue('institution');
    expect(dialog.queryByRole('option', { name: 'signed out' })).not.toBeInTheDocument();
    expect(dialog.getByText('Signs in as this account. To sign out, use Log out in the header.')).toBeInTheDocument();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Scenario' }), 'default');
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    expect(switchMocks).toHaveBeenLastCalledWith({ scenario: 'default' });
    await userEvent.click(dialog.getByRole('button', { name: 'Reset' }));
    expect(switchMocks).toHaveBeenLastCalledWith({ mockReset: '1' });
  });

  it('speaks the page language', async () => {
    renderWithProviders(<MockBadge scenario="default" switchMocks={jest.fn()} />, { i18n: await loadTexts('ja') });
    await userEvent.click(await screen.findByRole('button', { name: 'モック: default · 未ログイン' }));
    expect(await screen.findByRole('dialog', { name: 'モックモード' })).toBeInTheDocument();
  });
});
