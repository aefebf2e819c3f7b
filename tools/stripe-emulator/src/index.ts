export { startStripeEmulator, DEFAULT_WEBHOOK_URL, type StripeEmulatorHandle, type StripeEmulatorOptions } from './server';
export { Emulator, StripeApiError, TEST_CARDS, CARD_DECLINED } from './emulator';
export { PRICES, PRODUCT } from './catalog';
export { parseForm } from './form';
export type { DeliveryRecord, SignatureKind } from './delivery';
