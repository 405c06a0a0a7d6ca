/*
 * `uuid` 14, which @wordpress/blocks, block-editor and components use, is
 * published as ES modules only (a `"type": "module"` package), which Jest's
 * CommonJS runtime cannot load; its `v4` is what they call, and Node's
 * crypto gives the same random UUIDs.
 */
const { randomUUID } = require( 'node:crypto' );

module.exports = { v4: () => randomUUID() };
