import { config } from 'zod/mini';

/**
 * Every schema module imports zod from here, so this runs before any schema is built. Zod
 * compiles fast object parsers with `new Function` when it may; Brick's Content Security Policy
 * (src/csp.ts) forbids evaluating strings, so zod's probe for it would be refused and reported as
 * a policy violation on every page that parses.
 */
config({ jitless: true });

export { z } from 'zod/mini';
