import Box from '@mui/material/Box';
import { ThemeModeSwitch } from '@ds';
import { useSharedValue } from '@/platform/embedded/use-shared-value';
import type { EmbeddedAppProps } from '../runtime/create-embedded-mount';
import { DOCK } from '../transfer-widget/dock';
import { compactStyles } from './header-compact';
import { HeaderAccountButton } from './header-account-button';
import { HeaderBrand } from './header-brand';
import { HeaderLanguageMenu } from './header-language-menu';
import { HeaderNav } from './header-nav';

/** One row at every width and in every language, with a slot at its end for the Transfer button to dock into. */
export function HeaderApp({ props }: EmbeddedAppProps) {
  const { language, navigate, route } = props;
  // The widget hides on a futures update; its slot goes with it.
  const transferShown = useSharedValue(props.shared, 'transferWidgetVisible') !== false;
  return (
    // A plain <header> row rather than MUI's AppBar and Toolbar, which draw the same flat bar with styles of their
    // own on every first load.
    <Box
      component="header"
      sx={{ bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider' }}
    >
      <Box
        sx={(theme) => ({
          ...compactStyles(theme),
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          minHeight: { xs: DOCK.rowHeight, sm: DOCK.rowHeight },
          // Phones: no gaps; the controls' own padding spaces them, and every pixel counts in de, ru and es.
          gap: { xs: 0, sm: 1 },
          px: { xs: `${DOCK.inset.xs}px`, sm: `${DOCK.inset.sm}px` },
        })}
      >
        <HeaderBrand language={language} navigate={navigate} />
        <HeaderNav language={language} route={route} navigate={navigate} />
        <Box sx={{ flex: 1 }} />
        <HeaderLanguageMenu language={language} shared={props.shared} />
        <ThemeModeSwitch />
        <HeaderAccountButton isLoggedIn={props.isLoggedIn} route={route} login={props.login} logout={props.logout} />
        {transferShown && <Box aria-hidden sx={{ flexShrink: 0, width: { xs: DOCK.button.xs, sm: DOCK.button.sm } }} />}
      </Box>
    </Box>
  );
}
