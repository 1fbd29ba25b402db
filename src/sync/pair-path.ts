/** Where a pairing link opens (issue 36): its own module, so the route table carries nothing else of sync. */
export const PAIR_PATH = '/pair';
