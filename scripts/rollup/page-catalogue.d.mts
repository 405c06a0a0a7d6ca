import type { Plugin } from 'rollup';

type Catalogue = Record< string, string | string[] >;

/** The library's catalogue, read from `@cesta/i18n`'s source. */
export function readLibraryCatalogue( root: string ): Promise< Catalogue >;
/** The ways a string literal holding `text` can be written. */
export function literalSpellings( text: string ): string[];
/** The entries whose msgid (and context) some source writes as a literal. */
export function filterCatalogue( catalogue: Catalogue, sources: string[] ): Catalogue;
/** A chunk of the bundle, as far as `pageModuleIds` reads it. */
interface BundleChunk {
	type: 'chunk';
	fileName: string;
	modules: Record< string, unknown >;
	imports: readonly string[];
	dynamicImports: readonly string[];
}
/** The modules of a page's entry chunk and of every chunk it imports, statically or lazily. */
export function pageModuleIds(
	bundle: Record< string, BundleChunk | { type: 'asset'; fileName: string } >,
	entry: BundleChunk
): string[];
/** A page's chunks: its entry chunk and every chunk it imports, statically or lazily. */
export function pageChunks< Chunk extends BundleChunk >(
	bundle: Record< string, Chunk | { type: 'asset'; fileName: string } >,
	entry: Chunk
): Chunk[];
/** A page's first-paint chunks: its entry chunk and every chunk it imports statically. */
export function firstPaintChunks< Chunk extends BundleChunk >(
	bundle: Record< string, Chunk | { type: 'asset'; fileName: string } >,
	entry: Chunk
): Chunk[];
/** The pages' first-paint catalogues and the lazy chunks' own strings. */
export function splitCatalogues< Chunk extends BundleChunk & { code: string } >(
	bundle: Record< string, Chunk | { type: 'asset'; fileName: string } >,
	entries: Chunk[],
	catalogue: Catalogue
): { pages: Map< string, Catalogue >; chunks: Map< string, Catalogue > };
/** The statement that adds a lazy chunk's strings to `wp.i18n` on a page in their language. */
export function chunkTranslationsStatement( localeData: Record< string, unknown > ): string;
/** Per-page translations for the standalone entries. */
export function pageCatalogue( options: { root: string } ): Plugin;
