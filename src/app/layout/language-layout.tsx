import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { browserClipboardWrite, CopyProvider, FailuresExplainedElsewhere } from '@ds';
import { appCopyFunction } from '@/platform/native-bridge';
import {
  isIgnoredPath,
  isLanguage,
  normalizeLanguagePath,
  persistLanguage,
  applyDocumentLanguage,
} from '@/shared/i18n';
import { EmbeddedApps } from './embedded-apps';
import { ScrollOnNavigate } from './scroll-on-navigate';
import { ServiceOutageNotice, useServiceOutage } from './service-outage-notice';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { usePageTitle } from './use-page-title';
import { NotFoundPage } from '../routes/not-found-page';

/** Inside the mobile app every copy button copies through the app. */
const copy = appCopyFunction(browserClipboardWrite);

export function LanguageLayout() {
  const { lang } = useParams();
  const location = useLocation();
  const { i18n } = useTranslation();
  const canonical = normalizeLanguagePath(location.pathname);
  const valid = isLanguage(lang) && !isIgnoredPath(`${location.pathname}${location.search}`);

  useEffect(() => {
    if (!valid || i18n.language === lang) return;
    void i18n.changeLanguage(lang).then(() => {
      persistLanguage(lang);
      applyDocumentLanguage(lang);
    });
  }, [i18n, lang, valid]);
  usePageTitle();
  const outage = useServiceOutage();

  if (canonical !== location.pathname)
    return <Navigate replace to={`${canonical}${location.search}${location.hash}`} />;
  return (
    // The page fills the screen below the header so the footer starts under the fold on short pages.
    <CopyProvider copy={copy}>
      <Box
        sx={{
          minHeight: 'calc(100vh - 57px)',
          display: 'flex',
          flexDirection: 'column',
          bgcolor: 'background.default',
        }}
      >
        <ScrollOnNavigate />
        <SkipLink />
        <EmbeddedApps />
        {/* The transfer widget docks in the header's row (shell.css), so the page needs no room kept for it. */}
        <Container
          component="main"
          id={MAIN_CONTENT_ID}
          // Focused by the skip link only; the next Tab goes on from there, so it needs no ring of its own.
          tabIndex={-1}
          maxWidth="lg"
          sx={{
            '&:focus': { outline: 'none' },
            flex: 1,
            pt: { xs: 1.5, md: 3 },
            pb: { xs: 2, md: 3 },
            px: { xs: 1.5, sm: 3 },
          }}
        >
          <ServiceOutageNotice />
          <FailuresExplainedElsewhere value={outage}>
            {valid ? <Outlet /> : <NotFoundPage />}
          </FailuresExplainedElsewhere>
        </Container>
      </Box>
    </CopyProvider>
  );
}
