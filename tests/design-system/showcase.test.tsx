import { act, screen, within } from '@testing-library/react';
import { AvatarShowcase } from '@ds/showcase/AvatarShowcase';
import { StyleShowcase } from '@ds/showcase/StyleShowcase';
import { avatarPairs, ORDER_STATUSES, toast, type ThemeMode } from '@ds';
import { renderWithProviders } from '../support/render-with-providers';

describe.each<ThemeMode>(['light', 'dark'])('showcases with the app in %s mode', (mode) => {
  afterEach(() => act(() => toast.clear()));

  it('StyleShowcase shows tokens and every component in a light and a dark panel', () => {
    renderWithProviders(<StyleShowcase />, { theme: mode });
    expect(screen.getByRole('heading', { name: 'Design system' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Colour ramps' })).toBeInTheDocument();
    for (const panelName of ['Light', 'Dark']) {
      const panel = within(screen.getByRole('region', { name: panelName }));
      expect(panel.getByRole('heading', { name: 'Semantic roles' })).toBeInTheDocument();
      expect(panel.getByRole('heading', { name: 'Typography' })).toBeInTheDocument();
      expect(panel.getByRole('button', { name: 'Buy' })).toBeInTheDocument();
      expect(panel.getByRole('button', { name: 'Sell' })).toBeInTheDocument();
      expect(panel.getByRole('textbox', { name: 'Amount' })).toBeInTheDocument();
      expect(panel.getByRole('combobox', { name: 'Crypto' })).toBeInTheDocument();
      expect(panel.getByRole('timer')).toBeInTheDocument();
      expect(panel.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
      expect(panel.getByRole('list', { name: 'Verification' })).toBeInTheDocument();
      expect(panel.getAllByText(/Pending|Completed|Canceled|Failed|In Process/)).toHaveLength(ORDER_STATUSES.length);
    }
    expect(screen.getByRole('region', { name: 'Dark' })).toHaveAttribute('data-mode', 'dark');
  });

  it('StyleShowcase opens the confirm dialog and raises a toast', async () => {
    const { user } = renderWithProviders(<StyleShowcase />, { theme: mode });
    const light = within(screen.getByRole('region', { name: 'Light' }));
    await user.click(light.getByRole('button', { name: 'Show toast' }));
    expect(screen.getByText('This is a notification.')).toBeInTheDocument();
    await user.click(light.getAllByRole('button', { name: 'Open confirmation' }).at(-1) as HTMLElement);
    expect(screen.getByRole('dialog', { name: 'Have You Paid?' })).toBeInTheDocument();
  });

  it('AvatarShowcase shows all 10 colour pairs and the sample names', () => {
    renderWithProviders(<AvatarShowcase />, { theme: mode });
    const pairs = screen.getByTestId('avatar-pairs');
    const indexes = [...pairs.querySelectorAll('[data-pair]')].map((el) => Number(el.getAttribute('data-pair')));
    expect(new Set(indexes).size).toBe(avatarPairs.length);
    const names = screen.getByTestId('avatar-names');
    expect(within(names).getByText('satoshi nakamoto')).toBeInTheDocument();
    expect(within(names).getByText('张伟')).toBeInTheDocument();
    expect(names.querySelectorAll('.MuiAvatar-root').length).toBeGreaterThanOrEqual(15);
  });
});
