import { Navigate } from 'react-router-dom';
import { detectInitialLanguage } from '@/shared/i18n';

export function RootRedirect() {
  return <Navigate replace to={`/${detectInitialLanguage()}`} />;
}
