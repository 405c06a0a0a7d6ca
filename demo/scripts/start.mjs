/**
 * `npm start` in demo/ (and `npm start` at the root): runs src/main.ts, which
 * builds the standalone bundles when needed and serves the demo shop on PORT.
 */
import { loadTs } from './load-ts.mjs';

await loadTs( 'src/main.ts' );
