import { useState } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n/namespace';
import { UserAvatar } from '../user-avatar/user-avatar';

export interface CurrencyLogoProps {
  code: string;
  logoUrl?: string | undefined;
  size?: number;
  /** Next to the visible code the logo adds nothing for screen readers, so it is hidden from them. */
  decorative?: boolean;
}

/** The asset or fiat logo, or its initials on a coloured disc when the logo is missing or fails to load. */
export function CurrencyLogo({ code, logoUrl, size = 24, decorative = false }: CurrencyLogoProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const alt = decorative ? '' : t('currency.logo', { code });
  if (!logoUrl || failedUrl === logoUrl) {
    return <UserAvatar name={code} size={size} alt={alt || undefined} />;
  }
  return (
    <Box
      component="img"
      src={logoUrl}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailedUrl(logoUrl)}
      sx={{ borderRadius: '50%', flexShrink: 0, objectFit: 'cover' }}
    />
  );
}
