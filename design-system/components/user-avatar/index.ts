export { UserAvatar } from './user-avatar';
export type { UserAvatarProps } from './user-avatar';
export { avatarInitials, avatarColorIndex, pickAvatarColors } from './avatar-initials';
