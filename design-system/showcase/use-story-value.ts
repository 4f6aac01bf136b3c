import { useState } from 'react';

/**
 * A story's own copy of a controlled component's value, so it can be used in the story as on a page: the control
 * (the arg) sets where it starts, and each change is kept and also handed to the arg's action (`fn()`), which
 * Storybook's Actions panel and the play functions' assertions see.
 */
export function useStoryValue<V>(initial: V, action?: (next: V) => void): [V, (next: V) => void] {
  const [value, setValue] = useState(initial);
  return [
    value,
    (next) => {
      setValue(next);
      action?.(next);
    },
  ];
}
