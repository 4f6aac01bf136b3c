import { Navigate } from 'react-router-dom';
import { detectInitialLanguage } from '@/shared/i18n';

/** `/` goes to the preferred language's home (URL, cookie, storage, browser; spec §2, §3). */
export function RootRedirect() {
  return <Navigate replace to={`/${detectInitialLanguage()}`} />;
}
