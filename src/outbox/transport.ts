/**
 * How the flusher reaches the outside world. Production uses XHR (image host, for upload
 * progress) and @emailjs/browser; tests swap in fakes with setTransportsForTests.
 */

export interface ImageUploadRequest {
  blob: Blob;
  fileName: string;
  idempotencyKey: string;
  /** 0..1 as the bytes go out. */
  onProgress(fraction: number): void;
}

export interface EmailSendRequest {
  templateId: string;
  params: Record<string, string>;
  idempotencyKey: string;
}

export interface Transports {
  /** Resolves with the host's secure_url; rejects with a TransportError. */
  uploadImage(request: ImageUploadRequest): Promise<{ secureUrl: string }>;
  /** Resolves once the provider accepted the e-mail; rejects with a TransportError. */
  sendEmail(request: EmailSendRequest): Promise<void>;
}

/** A failed delivery: `status` is the HTTP status, 0 for a network error (no answer at all). */
export class TransportError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    /** The server asked us to wait this long (Retry-After), when it said so. */
    readonly retryAfterMs?: number,
  ) {
    super(`${status}: ${reason}`);
    this.name = 'TransportError';
  }
}

/** Network errors (0), timeouts (408), rate limits (429) and server errors (5xx) may pass: retry. */
export function isRetryable(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/** Anything a transport threw, as a TransportError (an unexpected throw is treated as a network error). */
export function toTransportError(error: unknown): TransportError {
  if (error instanceof TransportError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new TransportError(0, message || 'Network Error');
}

/** Parses a Retry-After header (seconds or an HTTP date) into milliseconds. */
export function parseRetryAfter(header: string | null | undefined, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
