/**
 * Per-page translations: each page entry imports `cesta:page-catalogue`,
 * which adds to `wp.i18n` the Spanish strings of that page only — the
 * msgids written as string literals in the code of the chunks it loads (its
 * entry, the chunks that imports, its lazy chunks), as the build renders
 * them — instead of the whole library's catalogue. Reading the rendered
 * chunks rather than the modules' sources leaves out the strings of code the
 * page does not carry: functions tree-shaken away, another page's exports of
 * a shared module, examples in comments. The full catalogue is read from
 * `@cesta/i18n` at build time; the filtered one is written into the entry's
 * chunk once the bundle's content is known. The build also writes
 * `page-catalogues.json` (per entry: its chunks, their source modules and
 * the msgids it carries), which `scripts/check-build.mjs` checks against the
 * gettext extractor, so no page can lose a translation unnoticed.
 *
 * A chunk a page downloads on demand carries its own strings: the entry's
 * catalogue holds those of the chunks the page loads at first paint, and each
 * lazy chunk opens with the strings it writes that some page loading it does
 * not already have, added to `wp.i18n` when it runs. A part deferred from
 * the first paint thus takes its translations with it.
 */

import { join, relative } from 'node:path';
import { build } from 'esbuild';

const SPECIFIER = 'cesta:page-catalogue';
const PREFIX = '\0cesta-page-catalogue:';
const PLACEHOLDER = '"__CESTA_PAGE_CATALOGUE__"';
// The minifier keeps the call as it is: `JSON.parse` of a literal is not
// something it evaluates. The call is replaced by the object literal itself.
const PLACEHOLDER_CALL = /JSON\.parse\(\s*"__CESTA_PAGE_CATALOGUE__"\s*\)/;
const CONTEXT_SEPARATOR = '\u0004';

/**
 * The library's catalogue as data: `@cesta/i18n`'s `catalogue`, bundled from
 * its TypeScript source by esbuild and evaluated.
 *
 * @param {string} root The repository root.
 * @return {Promise<Record<string, string | string[]>>} msgid → translation.
 */
export async function readLibraryCatalogue( root ) {
	return ( await importI18nModule( root, 'catalog/index.ts' ) ).catalogue;
}

/**
 * A module of `@cesta/i18n`, bundled from its TypeScript source by esbuild
 * and evaluated.
 *
 * @param {string} root The repository root.
 * @param {string} file Its path under `packages/i18n/src/`.
 * @return {Promise<Record<string, any>>} Its exports.
 */
async function importI18nModule( root, file ) {
	const { outputFiles } = await build( {
		entryPoints: [ join( root, 'packages/i18n/src', file ) ],
		bundle: true,
		write: false,
		format: 'esm',
		platform: 'neutral',
		logLevel: 'warning',
	} );
	const url = `data:text/javascript;base64,${ Buffer.from( outputFiles[ 0 ].text ).toString(
		'base64'
	) }`;
	return import( url );
}

/**
 * How a string literal holding `text` can be written in source: single or
 * double quotes (with their escapes) or a template literal.
 *
 * @param {string} text A msgid.
 * @return {string[]} The spellings to look for.
 */
export function literalSpellings( text ) {
	const escaped = text.replace( /\\/g, '\\\\' ).replace( /\n/g, '\\n' );
	return [
		`'${ escaped.replace( /'/g, "\\'" ) }'`,
		`"${ escaped.replace( /"/g, '\\"' ) }"`,
		`'${ escaped }'`,
		`"${ escaped }"`,
		`\`${ escaped }\``,
	];
}

/**
 * The entries of `catalogue` whose msgid (and context, for `_x`) is written
 * as a string literal in one of `sources`.
 *
 * @param {Record<string, string | string[]>} catalogue The full catalogue.
 * @param {string[]} sources Module sources.
 * @return {Record<string, string | string[]>} The page's catalogue.
 */
export function filterCatalogue( catalogue, sources ) {
	const text = sources.join( '\n' );
	const written = ( value ) => literalSpellings( value ).some( ( s ) => text.includes( s ) );
	return Object.fromEntries(
		Object.entries( catalogue ).filter( ( [ key ] ) =>
			key.split( CONTEXT_SEPARATOR ).every( written )
		)
	);
}

/**
 * The modules a page loads: those rendered into its entry chunk and into
 * every chunk it imports, statically or lazily, transitively. Walking the
 * chunks rather than the module graph matters once pages share chunks: a
 * module another page's entry pulls into the build is in this page's graph
 * (through a package's index) without being in any chunk this page loads.
 *
 * @param {Record<string, import('rollup').OutputChunk | import('rollup').OutputAsset>} bundle The bundle.
 * @param {import('rollup').OutputChunk} entry The page's entry chunk.
 * @return {string[]} Module ids.
 */
export function pageModuleIds( bundle, entry ) {
	return pageChunks( bundle, entry ).flatMap( ( chunk ) => Object.keys( chunk.modules ) );
}

/**
 * The chunks a page loads: its entry chunk and every chunk it imports,
 * statically or lazily, transitively.
 *
 * @param {Record<string, import('rollup').OutputChunk | import('rollup').OutputAsset>} bundle The bundle.
 * @param {import('rollup').OutputChunk} entry The page's entry chunk.
 * @return {import('rollup').OutputChunk[]} The chunks, the entry first.
 */
export function pageChunks( bundle, entry ) {
	const chunks = [];
	const visit = ( chunk ) => {
		if ( ! chunk || chunk.type !== 'chunk' || chunks.includes( chunk ) ) {
			return;
		}
		chunks.push( chunk );
		[ ...chunk.imports, ...chunk.dynamicImports ].forEach( ( fileName ) =>
			visit( bundle[ fileName ] )
		);
	};
	visit( entry );
	return chunks;
}

/**
 * The chunks a page loads at first paint: its entry chunk and every chunk it
 * imports statically, transitively.
 *
 * @param {Record<string, import('rollup').OutputChunk | import('rollup').OutputAsset>} bundle The bundle.
 * @param {import('rollup').OutputChunk} entry The page's entry chunk.
 * @return {import('rollup').OutputChunk[]} The chunks, the entry first.
 */
export function firstPaintChunks( bundle, entry ) {
	const chunks = [];
	const visit = ( chunk ) => {
		if ( ! chunk || chunk.type !== 'chunk' || chunks.includes( chunk ) ) {
			return;
		}
		chunks.push( chunk );
		chunk.imports.forEach( ( fileName ) => visit( bundle[ fileName ] ) );
	};
	visit( entry );
	return chunks;
}

/**
 * Splits the pages' translations by when their code runs: each entry gets
 * the strings of its first-paint chunks, each chunk a page loads lazily the
 * strings it writes that not every page loading it has at first paint.
 * Chunks whose strings all come with the pages get none.
 *
 * @param {Record<string, import('rollup').OutputChunk | import('rollup').OutputAsset>} bundle The bundle.
 * @param {import('rollup').OutputChunk[]} entries The pages' entry chunks.
 * @param {Record<string, string | string[]>} catalogue The full catalogue.
 * @return {{ pages: Map<string, Record<string, string | string[]>>, chunks: Map<string, Record<string, string | string[]>> }}
 *   Entry file name → its catalogue; lazy chunk file name → its own.
 */
export function splitCatalogues( bundle, entries, catalogue ) {
	const pages = new Map();
	const reachedBy = new Map();
	for ( const entry of entries ) {
		const firstPaint = firstPaintChunks( bundle, entry );
		pages.set(
			entry.fileName,
			filterCatalogue(
				catalogue,
				firstPaint.map( ( chunk ) => chunk.code )
			)
		);
		for ( const chunk of pageChunks( bundle, entry ) ) {
			if ( ! firstPaint.includes( chunk ) ) {
				reachedBy.set( chunk, [ ...( reachedBy.get( chunk ) ?? [] ), entry.fileName ] );
			}
		}
	}
	const chunks = new Map();
	for ( const [ chunk, pageNames ] of reachedBy ) {
		const own = Object.entries( filterCatalogue( catalogue, [ chunk.code ] ) ).filter(
			( [ key ] ) => ! pageNames.every( ( page ) => key in pages.get( page ) )
		);
		if ( own.length ) {
			chunks.set( chunk.fileName, Object.fromEntries( own ) );
		}
	}
	return { pages, chunks };
}

/**
 * The statement a lazy chunk opens with: adds its strings (Jed locale data)
 * to `wp.i18n`'s `cesta` domain when the page's own translations are there in
 * the same language — on a page in another language it adds nothing, as
 * `addPageTranslations` does. It uses only the global's `getLocaleData` and
 * `setLocaleData` (which merges), as WordPress's inline script translations
 * do: the `wp.i18n` global has no `addLocaleData`.
 *
 * @param {Record<string, unknown>} localeData The chunk's strings as Jed locale data, header included.
 * @return {string} The statement.
 */
export function chunkTranslationsStatement( localeData ) {
	return `((i,d)=>{const p=i&&i.getLocaleData("cesta");p&&p[""]&&p[""].lang===d[""].lang&&i.setLocaleData(d,"cesta")})(window.wp&&window.wp.i18n,${ JSON.stringify(
		localeData
	) });\n`;
}

/**
 * @param {{ root: string }} options The repository root.
 * @return {import('rollup').Plugin} The plugin.
 */
export function pageCatalogue( { root, manifestFileName = 'page-catalogues.json' } ) {
	const sources = new Map();
	let catalogue;
	let buildLocaleData;
	return {
		name: 'cesta-page-catalogue',
		async buildStart() {
			catalogue = await readLibraryCatalogue( root );
			( { buildLocaleData } = await importI18nModule( root, 'locale-data.ts' ) );
		},
		resolveId( id, importer ) {
			return id === SPECIFIER && importer ? PREFIX + importer : null;
		},
		load( id ) {
			if ( ! id.startsWith( PREFIX ) ) {
				return null;
			}
			// Registers the page's strings while the entry's first import
			// evaluates, before any module that translates at load time.
			return [
				`import { addPageTranslations } from ${ JSON.stringify(
					join( root, 'standalone/src/page-translations.ts' )
				) };`,
				`addPageTranslations( JSON.parse( ${ PLACEHOLDER } ) );`,
			].join( '\n' );
		},
		transform( code, id ) {
			if ( ! id.includes( 'node_modules' ) && /\.[cm]?[jt]sx?$/.test( id ) ) {
				sources.set( id, code );
			}
			return null;
		},
		generateBundle( _options, bundle ) {
			const manifest = {};
			const entries = Object.values( bundle ).filter(
				( chunk ) =>
					chunk.type === 'chunk' &&
					Object.keys( chunk.modules ).some( ( id ) => id.startsWith( PREFIX ) )
			);
			// Read from the code as rendered, before any strings are written in.
			const split = splitCatalogues( bundle, entries, catalogue );
			for ( const chunk of entries ) {
				const chunks = pageChunks( bundle, chunk );
				const pageModules = chunks
					.flatMap( ( pageChunk ) => Object.keys( pageChunk.modules ) )
					.filter( ( id ) => sources.has( id ) );
				const firstPaintCatalogue = split.pages.get( chunk.fileName );
				const lazyMsgids = chunks.flatMap( ( pageChunk ) =>
					Object.keys( split.chunks.get( pageChunk.fileName ) ?? {} )
				);
				manifest[ chunk.fileName ] = {
					chunks: chunks.map( ( pageChunk ) => pageChunk.fileName ),
					modules: pageModules
						.filter( ( id ) => ! id.startsWith( PREFIX ) )
						.map( ( id ) => relative( root, id ) )
						.sort(),
					msgids: [
						...new Set( [ ...Object.keys( firstPaintCatalogue ), ...lazyMsgids ] ),
					].sort(),
					firstPaintMsgids: Object.keys( firstPaintCatalogue ).sort(),
				};
				if ( ! PLACEHOLDER_CALL.test( chunk.code ) ) {
					this.error(
						`${ chunk.fileName }: the page catalogue placeholder was minified away`
					);
				}
				chunk.code = chunk.code.replace( PLACEHOLDER_CALL, () =>
					JSON.stringify( firstPaintCatalogue )
				);
			}
			for ( const [ fileName, own ] of split.chunks ) {
				const lazyChunk = bundle[ fileName ];
				lazyChunk.code =
					chunkTranslationsStatement( buildLocaleData( own ) ) + lazyChunk.code;
			}
			this.emitFile( {
				type: 'asset',
				fileName: manifestFileName,
				source: JSON.stringify( manifest, null, '\t' ),
			} );
		},
	};
}
