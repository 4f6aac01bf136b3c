export class FatalPageError extends Error {
  override readonly name = 'FatalPageError';
  constructor(
    readonly status: number,
    message: string,
    readonly path?: string,
  ) {
    super(message);
  }
}

export function fatalNotFound(path: string): never {
  throw new FatalPageError(404, `Page Not Found: ${path}`, path);
}

export function isFatalPageError(value: unknown): value is FatalPageError {
  return value instanceof FatalPageError;
}
