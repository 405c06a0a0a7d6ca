/**
 * Types of `check-workspace.mjs` for the TypeScript tests that import it.
 */

/**
 * Layer of each named workspace package; lower layers may be used by higher ones.
 *
 * @example
 * LAYER[ '@cesta/data' ]; // 4
 */
export const LAYER: Readonly< Record< string, number > >;

/**
 * Packages only tests may use (devDependencies only).
 *
 * @example
 * TEST_ONLY.includes( '@cesta/test-utils' ); // true
 */
export const TEST_ONLY: readonly string[];

/**
 * The layer of a workspace package, or undefined if it has none.
 *
 * @example
 * layerOf( '@cesta/block-cart' ); // 9
 */
export function layerOf( name: string ): number | undefined;

/**
 * Every hygiene problem of the workspaces at `root` (one sentence each).
 *
 * @example
 * expect( checkWorkspaces( fixtureRoot ) ).toEqual( [] );
 */
export function checkWorkspaces( root?: string ): string[];

/**
 * The problem if node_modules under `root` holds other than one React.
 *
 * @example
 * checkSingleReact(); // []
 */
export function checkSingleReact( root?: string ): string[];
