/**
 * The query parameter of a chunk's address fetched again after its first fetch failed
 * (load-code.ts): the service worker answers it from its precache like the address itself.
 */
export const RETRY_PARAMETER = 'retry';
