import { StyleShowcase } from '@ds/showcase/StyleShowcase';

/** `/{lang}/test/style`: every token and component in both modes. */
export const Component = StyleShowcase;
