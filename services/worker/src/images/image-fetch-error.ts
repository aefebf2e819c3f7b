/** Why a picture could not be fetched; `retryable` says whether another attempt could succeed. */
export class ImageFetchError extends Error {
  override readonly name = 'ImageFetchError';
  readonly retryable: boolean;

  constructor(message: string, { retryable }: { retryable: boolean }) {
    super(message);
    this.retryable = retryable;
  }
}
