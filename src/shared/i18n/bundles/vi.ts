// The first screen's namespaces of one language in one lazy chunk (FIRST_SCREEN_NAMESPACES, ../load-resources.ts).
export default import.meta.glob<Record<string, unknown>>(
  '/locales/vi/{common,errors,validation,ds,shell,p2p,gates}.json',
  { eager: true, import: 'default' },
);
