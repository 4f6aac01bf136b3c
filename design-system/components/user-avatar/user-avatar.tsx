import type { CSSProperties } from 'react';
import MuiAvatar from '@mui/material/Avatar';
import type { SxProps, Theme } from '@mui/material/styles';
import { avatarInitials, pickAvatarColors } from './avatar-initials';

export interface UserAvatarProps {
  /** Nickname of a trader or advertiser, or an asset code when a logo is missing. */
  name: string;
  /** Photo or logo; initials are shown when absent or when it fails to load. */
  src?: string | undefined;
  size?: number;
  /** Accessible name; by default the avatar is decorative because the name is shown next to it. */
  alt?: string;
  sx?: SxProps<Theme>;
}

export function UserAvatar({ name, src, size = 32, alt, sx }: UserAvatarProps) {
  const colors = pickAvatarColors(name);
  const initials = avatarInitials(name);
  return (
    <MuiAvatar
      src={src}
      alt={alt ?? ''}
      aria-hidden={alt ? undefined : true}
      role={alt ? 'img' : undefined}
      aria-label={alt}
      // Each name's colours go inline, as variables: as styles they would add a rule for every new pair of colours a
      // list scrolls to, and adding a rule restyles the whole page.
      style={{ '--avatar-bg': colors.background, '--avatar-fg': colors.foreground } as CSSProperties}
      sx={[
        {
          width: size,
          height: size,
          fontSize: size * (initials.length > 1 ? 0.4 : 0.5),
          bgcolor: 'var(--avatar-bg)',
          color: 'var(--avatar-fg)',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {initials || undefined}
    </MuiAvatar>
  );
}
