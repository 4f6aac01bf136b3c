import { AvatarShowcase } from '@ds/showcase/AvatarShowcase';

/** `/{lang}/test/avatar` (spec §2 internal page): the 10 avatar colour pairs and many kinds of names. */
export const Component = AvatarShowcase;
