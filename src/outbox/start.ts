/**
 * The outbox's public face. src/state/storage-start.ts starts it once storage is up, when the
 * browser is next idle.
 *
 * Screens queue work with enqueueImageUpload (through ImageInput), queueWelcomeEmail and
 * queuePaymentEmail; the header reads counts from src/state/outbox-status.ts.
 */
export { startOutbox, stopOutbox, flushOutbox } from './flusher';
export { enqueueImageUpload } from './image-host';
export { queueWelcomeEmail, queuePaymentEmail } from './email';
export { retryItem, discardItem, listItems } from './queue';
export type { OutboxItem, OutboxStatus, OutboxKind, OutboxTarget } from './types';
