import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { styled } from '@mui/material/styles';
import { paths } from './paths';
import { useCurrentLanguage } from './use-current-language';

export interface AdvertiserLinkProps {
  userId: string;
  /** The nickname, another user's text: a child, so React renders it as text. */
  children: ReactNode;
}

// One styled element, no Typography. The theme's global focus ring applies. The list's rows use plain links instead
// (in-app-links.ts), since a router link renders again with every change of the URL.
const NameLink = styled(RouterLink)({
  color: 'inherit',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
});

/** Every trader's name in the product leads to their public record (docs/product-rules.md §17). */
export function AdvertiserLink({ userId, children }: AdvertiserLinkProps) {
  const lang = useCurrentLanguage();
  return <NameLink to={paths.advertiser(lang, userId)}>{children}</NameLink>;
}
