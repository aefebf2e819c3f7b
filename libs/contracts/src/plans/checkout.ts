export const PAYMENT_SUCCESS_REDIRECT_MS = 2000;
/** Item count shown on the payment-success page when the server count is unavailable. */
export const DEFAULT_BOLO_COUNT = 500;
