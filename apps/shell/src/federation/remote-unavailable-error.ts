// Kept free of imports: the runtime plugin uses it before React exists.
export class RemoteUnavailableError extends Error {
  readonly remote: string;

  constructor(remote: string, cause?: unknown) {
    super(`The "${remote}" section could not be loaded`);
    this.name = 'RemoteUnavailableError';
    this.remote = remote;
    if (cause !== undefined) (this as { cause?: unknown }).cause = cause;
  }
}

export function isRemoteUnavailable(error: unknown): error is RemoteUnavailableError {
  return error instanceof Error && error.name === 'RemoteUnavailableError';
}
