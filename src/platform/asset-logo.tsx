import { CurrencyLogo } from '@ds';
import { useAssetLogos } from './use-asset-logos';

export interface AssetLogoProps {
  asset: string;
  size?: number;
  /** True next to the visible code, where the logo adds nothing for screen readers. */
  decorative?: boolean;
}

/** Falls back to the coin's initials when the logo is missing or broken. */
export function AssetLogo({ asset, size = 20, decorative = true }: AssetLogoProps) {
  const logos = useAssetLogos();
  return <CurrencyLogo code={asset} logoUrl={logos.get(asset)} size={size} decorative={decorative} />;
}
