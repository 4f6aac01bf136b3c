import { createContext, useContext, type ReactNode } from 'react';

/** Writes a text to a clipboard; rejects when it could not. */
export type CopyFunction = (text: string) => Promise<void>;

/** The browser's clipboard: what every copy button uses unless told otherwise. */
export const browserClipboardWrite: CopyFunction = (text) =>
  typeof navigator !== 'undefined' && navigator.clipboard
    ? navigator.clipboard.writeText(text)
    : Promise.reject(new Error('no clipboard'));

const CopyFunctionContext = createContext<CopyFunction>(browserClipboardWrite);

/**
 * Gives every CopyButton below it one copy function. The design system knows nothing of where it runs: the app
 * hands in, for example, the native app's 'copy a string' inside the mobile app (spec §7).
 */
export function CopyProvider({ copy, children }: { copy: CopyFunction; children: ReactNode }) {
  return <CopyFunctionContext value={copy}>{children}</CopyFunctionContext>;
}

export const useCopyFunction = (): CopyFunction => useContext(CopyFunctionContext);
