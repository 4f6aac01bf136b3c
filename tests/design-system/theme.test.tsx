import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTheme } from '@mui/material/styles';
import { createAppTheme, readThemeCookie, roles, THEME_COOKIE, ThemeModeSwitch, useThemeMode, Z_INDEX_BASE } from '@ds';
import { renderWithProviders } from '../support/render-with-providers';

function clearThemeCookie() {
  document.cookie = `${THEME_COOKIE}=; Max-Age=0; Path=/`;
}

function ModeProbe() {
  const { mode } = useThemeMode();
  const theme = useTheme();
  return (
    <p>
      mode:{mode} palette:{theme.palette.mode} bg:{theme.palette.background.default}
    </p>
  );
}

describe('createAppTheme', () => {
  it.each(['light', 'dark'] as const)('builds the %s palette from the semantic roles', (mode) => {
    const theme = createAppTheme(mode);
    expect(theme.palette.mode).toBe(mode);
    expect(theme.palette.buy.main).toBe(roles[mode].buy.main);
    expect(theme.palette.sell.contrastText).toBe(roles[mode].sell.contrastText);
    expect(theme.palette.background.default).toBe(roles[mode].surface);
    expect(theme.palette.text.primary).toBe(roles[mode].text.primary);
    expect(theme.palette.roles).toEqual(roles[mode]);
  });

  it.each(['light', 'dark'] as const)(
    '%s: colours MUI would take from its own greys come from the roles (contrast)',
    (mode) => {
      const theme = createAppTheme(mode);
      const r = roles[mode];
      // Unselected toggle buttons and icon buttons: MUI's 54% black was 4.47:1 on the page surface.
      expect(theme.palette.action.active).toBe(r.text.secondary);
      // The header is an app bar: MUI's default bar is its grey[100] / grey[900].
      expect(theme.components?.MuiAppBar?.styleOverrides?.colorDefault).toEqual({
        backgroundColor: r.surfaceRaised,
        color: r.text.primary,
      });
      // A focused field label is text, so it takes the accent (4.5:1), not the focus ring colour (3:1).
      expect(theme.components?.MuiInputLabel?.styleOverrides?.root).toMatchObject({
        '&.Mui-focused': { color: r.accent.main },
      });
    },
  );

  it('puts toasts and overlays at z-index 2000 and above', () => {
    const { zIndex } = createAppTheme('light');
    expect(zIndex.modal).toBeGreaterThanOrEqual(Z_INDEX_BASE);
    expect(zIndex.drawer).toBeGreaterThanOrEqual(Z_INDEX_BASE);
    expect(zIndex.toast).toBeGreaterThan(zIndex.modal);
    expect(Z_INDEX_BASE).toBe(2000);
  });

  it('caches one theme per mode', () => {
    expect(createAppTheme('dark')).toBe(createAppTheme('dark'));
    expect(createAppTheme('dark')).not.toBe(createAppTheme('light'));
  });
});

describe('theme cookie', () => {
  beforeEach(clearThemeCookie);

  it.each([
    ['theme=dark', 'dark'],
    ['a=1; theme=light; b=2', 'light'],
    ['theme=blue', null],
    ['', null],
  ])('reads %j as %j', (cookie, expected) => {
    expect(readThemeCookie(cookie)).toBe(expected);
  });

  it('starts in the mode of the theme cookie', () => {
    document.cookie = `${THEME_COOKIE}=dark; Path=/`;
    renderWithProviders(<ModeProbe />);
    expect(screen.getByText(/mode:dark palette:dark/)).toBeInTheDocument();
  });

  it('starts in light mode without a cookie', () => {
    renderWithProviders(<ModeProbe />);
    expect(screen.getByText(`mode:light palette:light bg:${roles.light.surface}`)).toBeInTheDocument();
  });

  it('switches at run time and remembers the choice in the cookie', async () => {
    const user = userEvent.setup();
    const spy = jest.spyOn(document, 'cookie', 'set');
    renderWithProviders(
      <>
        <ThemeModeSwitch />
        <ModeProbe />
      </>,
    );
    // On phones the words are visually hidden beside a sun and a moon: the names stay, the icons are decoration.
    expect(screen.getByRole('button', { name: 'Dark' }).querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await user.click(screen.getByRole('button', { name: 'Dark' }));
    expect(screen.getByText(`mode:dark palette:dark bg:${roles.dark.surface}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
    expect(spy).toHaveBeenCalledWith(expect.stringMatching(/^theme=dark; Max-Age=31536000; Path=\/; SameSite=Lax/));
    spy.mockRestore();
    expect(readThemeCookie()).toBe('dark');
  });

  it('useThemeMode outside the provider explains the mistake', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Bare = () => <>{useThemeMode().mode}</>;
    expect(() => render(<Bare />)).toThrow('useThemeMode must be used inside <DesignSystemProvider>.');
    spy.mockRestore();
  });
});
