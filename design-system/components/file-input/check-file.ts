export type FileRejectionReason = 'type' | 'size';
export type FileCheck = { ok: true } | { ok: false; reason: FileRejectionReason };

export interface FileRules {
  /** MIME types ('image/png', 'image/*') and/or extensions ('.png'). Empty accepts any type. */
  accept: readonly string[];
  maxBytes: number;
}

const EXTENSIONS_BY_MIME: Readonly<Record<string, readonly string[]>> = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
  'application/pdf': ['.pdf'],
};

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

function mimeMatches(mime: string, allowed: string): boolean {
  return allowed.endsWith('/*') ? mime.startsWith(allowed.slice(0, -1)) : mime === allowed;
}

/** Both the browser's MIME type (when it gives one) and the extension must be allowed: renaming is not enough. */
export function isTypeAccepted(file: Pick<File, 'name' | 'type'>, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const allowed = accept.map((a) => a.trim().toLowerCase());
  const mimes = allowed.filter((a) => a.includes('/'));
  const extensions = new Set([
    ...allowed.filter((a) => a.startsWith('.')),
    ...mimes.flatMap((m) => EXTENSIONS_BY_MIME[m] ?? []),
  ]);
  const mime = file.type.toLowerCase();
  const mimeOk = mimes.length === 0 || (mime ? mimes.some((m) => mimeMatches(mime, m)) : extensions.size > 0);
  const extOk = extensions.size === 0 || extensions.has(extensionOf(file.name));
  return mimeOk && extOk;
}

export function checkFile(file: Pick<File, 'name' | 'type' | 'size'>, { accept, maxBytes }: FileRules): FileCheck {
  if (!isTypeAccepted(file, accept)) return { ok: false, reason: 'type' };
  if (file.size > maxBytes) return { ok: false, reason: 'size' };
  return { ok: true };
}
