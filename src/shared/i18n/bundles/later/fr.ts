// The other namespaces of one language in one lazy chunk, loaded after the first screen (../../load-resources.ts).
export default import.meta.glob<Record<string, unknown>>(
  '/locales/fr/{trade,payments,order,chat,security,myOrders,devtools}.json',
  { eager: true, import: 'default' },
);
