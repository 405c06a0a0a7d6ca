/**
 * Types of `module-graph.mjs` for the TypeScript tests that import it.
 */

/**
 * What a walk found.
 *
 * @example
 * const { packages }: ModuleGraph = walkModuleGraph( [ entry ], require.resolve );
 */
export interface ModuleGraph {
	/** Each visited source file (absolute) with the source files it imports. */
	imports: Map< string, string[] >;
	/** Source files visited, absolute. */
	files: Set< string >;
	/** Bare specifiers imported directly by the visited source files. */
	bareImports: Set< string >;
	/** Every package reachable, through source imports or package dependencies. */
	packages: Set< string >;
}

/**
 * The package name of a bare specifier.
 *
 * @example
 * packageNameOf( '@cesta/mocks/node' ); // '@cesta/mocks'
 */
export function packageNameOf( specifier: string ): string;

/**
 * Walks the import graph from `entries`; `resolveWorkspace` maps an
 * `@cesta/*` specifier to its source entry (in Jest: `require.resolve`).
 *
 * @example
 * const graph = walkModuleGraph( [ join( SRC, 'index.ts' ) ], ( specifier ) => require.resolve( specifier ) );
 * expect( graph.packages ).not.toContain( '@wordpress/components' );
 */
export function walkModuleGraph(
	entries: string[],
	resolveWorkspace: ( specifier: string ) => string
): ModuleGraph;
