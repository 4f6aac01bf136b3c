// All namespaces of one language in one lazy chunk (see ../load-resources.ts).
export default import.meta.glob<Record<string, unknown>>('/locales/de/*.json', { eager: true, import: 'default' });
