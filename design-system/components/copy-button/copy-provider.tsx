import { createContext, useContext, type ReactNode } from 'react';

/** Writes a text to a clipboard; rejects when it could not. */
export type CopyFunction = (text: string) => Promise<void>;

export const browserClipboardWrite: CopyFunction = (text) =>
  typeof navigator !== 'undefined' && navigator.clipboard
    ? navigator.clipboard.writeText(text)
    : Promise.reject(new Error('no clipboard'));

const CopyFunctionContext = createContext<CopyFunction>(browserClipboardWrite);

/** The design system knows nothing of where it runs: inside the mobile app, the app hands in the native copy. */
export function CopyProvider({ copy, children }: { copy: CopyFunction; children: ReactNode }) {
  return <CopyFunctionContext value={copy}>{children}</CopyFunctionContext>;
}

export const useCopyFunction = (): CopyFunction => useContext(CopyFunctionContext);
