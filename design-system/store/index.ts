// The store primitive and its React hook in two modules: code outside React (the page's early script) takes the
// primitive without React.
export { createStore, type ReadableStore } from './create-store';
export { useStore } from './use-store';
