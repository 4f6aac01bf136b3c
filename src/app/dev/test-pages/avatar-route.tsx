import { AvatarShowcase } from '@ds/showcase/AvatarShowcase';

/** `/{lang}/test/avatar`: the avatar colour pairs and many kinds of names. */
export const Component = AvatarShowcase;
