import { useEffect } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { isIgnoredPath, isLanguage, normalizeLanguagePath, persistLanguage, applyDocumentLanguage } from '@/shared/i18n';
import { AppHeader } from './app-header';
import { NotFoundPage } from '../routes/not-found-page';

/** Every route lives under a language prefix (spec §2); the prefix drives the active language. */
export function LanguageLayout() {
  const { lang } = useParams();
  const location = useLocation();
  const { i18n } = useTranslation();
  const canonical = normalizeLanguagePath(location.pathname);
  // Spec §2: paths containing /_comp/, /cdn-cgi/ or 1' are rejected as ignored: they never render a page.
  const valid = isLanguage(lang) && !isIgnoredPath(`${location.pathname}${location.search}`);

  useEffect(() => {
    if (!valid || i18n.language === lang) return;
    void i18n.changeLanguage(lang).then(() => {
      persistLanguage(lang);
      applyDocumentLanguage(lang);
    });
  }, [i18n, lang, valid]);

  // Spec §2: en-us is rewritten to en.
  if (canonical !== location.pathname) return <Navigate replace to={`${canonical}${location.search}${location.hash}`} />;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      {/* Spec §2: after navigation scroll to the top, to the hash target, or back to the saved position. */}
      <ScrollRestoration />
      <AppHeader />
      <Container component="main" maxWidth="lg" sx={{ flex: 1, py: { xs: 2, md: 3 }, px: { xs: 1.5, sm: 3 } }}>
        {valid ? <Outlet /> : <NotFoundPage />}
      </Container>
    </Box>
  );
}
