import { useState } from 'react';

/** The arg sets where the value starts; each change is kept and also handed to the arg's action for play functions. */
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
