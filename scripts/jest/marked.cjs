/*
 * `marked` 18 (used by @wordpress/blocks to paste Markdown) is published as
 * ES modules only, which Jest's CommonJS runtime cannot load from a
 * `"type": "module"` package; its UMD build is the same library, evaluated
 * here as CommonJS.
 */
const { readFileSync } = require( 'node:fs' );
const { dirname, join } = require( 'node:path' );

const file = join( dirname( require.resolve( 'marked/package.json' ) ), 'lib', 'marked.umd.js' );
const umd = { exports: {} };
new Function( 'module', 'exports', readFileSync( file, 'utf8' ) )( umd, umd.exports );

module.exports = umd.exports;
