import { config } from 'zod/mini';

/**
 * Zod compiles fast object parsers with `new Function` when it may. Brick's Content Security
 * Policy (src/csp.ts) forbids evaluating strings, so zod's probe for it would be refused and
 * reported as a policy violation on every page. Imported first by both pages' entry modules.
 */
config({ jitless: true });
