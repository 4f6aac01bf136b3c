// Spec §2: a page's own validation can raise a fatal not-found error (status 404, 'Page Not Found: {path}');
// other fatal errors default to status 500 ('Internal Server Error'). The route error page renders them.
export class FatalPageError extends Error {
  override readonly name = 'FatalPageError';
  constructor(
    readonly status: number,
    message: string,
    /** The path that was not found, for the localized 'Page Not Found: {path}'. */
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
