import { StyleShowcase } from '@ds/showcase/StyleShowcase';

/** `/{lang}/test/style` (spec §2 internal page): every token and component in both modes. */
export const Component = StyleShowcase;
