// The names the build's template of the early rows, the list's slot for them and the page's painter share.

export const EARLY_ROWS = {
  /** The list's empty element the rows are painted into; React leaves its content alone while hydrating. */
  slot: 'p2p-early-rows',
  /** The build's <template>: the list's frame and sample rows, drawn by the app's own components. */
  template: 'p2p-early-rows-template',
  /** On the template: the row's sentences as patterns (early-row-words.ts), as JSON. */
  patterns: 'data-patterns',
  /** On the list's frame in the template: what is painted, with the template's <style> of the rows' rules. */
  frame: 'data-early-frame',
  /** On the element that holds the rows, in the template and in the painted list. */
  list: 'data-early-list',
} as const;
