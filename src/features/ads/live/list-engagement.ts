// Whether the trader is on a row (pointer over it or focus in it): while they are, a row that left keeps its place,
// so nothing moves under them (docs/product-rules.md §7.13).

export interface ListEngagement {
  /** The ad under the pointer or holding the focus, focus first; null when neither is in the list. */
  current(): string | null;
  pointerOn(adNo: string | null): void;
  focusOn(adNo: string | null): void;
  /** Called once both the pointer and the focus have left the list. */
  onRelease(listener: () => void): () => void;
}

export function createListEngagement(): ListEngagement {
  let pointer: string | null = null;
  let focus: string | null = null;
  const listeners = new Set<() => void>();
  const changed = (wasEngaged: boolean) => {
    if (wasEngaged && pointer === null && focus === null) for (const listener of [...listeners]) listener();
  };
  return {
    current: () => focus ?? pointer,
    pointerOn(adNo) {
      const was = focus !== null || pointer !== null;
      pointer = adNo;
      changed(was);
    },
    focusOn(adNo) {
      const was = focus !== null || pointer !== null;
      focus = adNo;
      changed(was);
    },
    onRelease(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
