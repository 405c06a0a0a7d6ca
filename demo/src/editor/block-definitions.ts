/** The blocks a saved template may hold, read from the blocks' block.json files, with the attributes WordPress adds. */

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * An attribute as block.json defines it (only what validation reads).
 *
 * @example
 * const definition: AttributeDefinition = { type: 'boolean', default: false };
 */
export interface AttributeDefinition {
	type?: string | string[];
	enum?: unknown[];
	default?: unknown;
	/** Where the editor reads it from (`html`, `attribute`…): never in the block's comment. */
	source?: string;
	selector?: string;
}

/**
 * The part of a block.json the playground's server reads.
 *
 * @example
 * const json: BlockJson = { name: 'woocommerce/checkout-terms-block', parent: [ 'woocommerce/checkout-fields-block' ], attributes: { checkbox: { type: 'boolean', default: false } } };
 */
export interface BlockJson {
	name: string;
	parent?: string[];
	ancestor?: string[];
	attributes?: Record< string, AttributeDefinition >;
	supports?: Record< string, unknown >;
}

/**
 * A block a template may hold: where it may sit and every attribute its
 * comment may carry (its own and those its `supports` add).
 *
 * @example
 * definitions.get( 'woocommerce/checkout-terms-block' )?.attributes.checkbox; // { type: 'boolean', default: false }
 */
export interface BlockDefinition {
	name: string;
	/** The blocks it must sit directly in; undefined: any. */
	parent?: string[];
	/** The blocks it must sit somewhere in; undefined: any. */
	ancestor?: string[];
	attributes: Record< string, AttributeDefinition >;
}

const string: AttributeDefinition = { type: 'string' };
const object: AttributeDefinition = { type: 'object' };

/**
 * The attributes WordPress gives a block beyond its own: `lock` and
 * `metadata` always, the class name unless `supports.customClassName` is
 * false, and those of its alignment, anchor, colour and typography supports.
 */
const supportedAttributes = (
	supports: Record< string, unknown > = {}
): Record< string, AttributeDefinition > => {
	const added: Record< string, AttributeDefinition > = { lock: object, metadata: object };
	if ( supports.customClassName !== false ) {
		added.className = string;
	}
	if ( supports.align ) {
		added.align = string;
	}
	if ( supports.anchor ) {
		added.anchor = string;
	}
	if ( supports.color ) {
		Object.assign( added, { textColor: string, backgroundColor: string, gradient: string } );
	}
	if ( supports.typography ) {
		added.fontSize = string;
	}
	if ( supports.color || supports.typography || supports.spacing ) {
		added.style = object;
	}
	return added;
};

/**
 * A block.json read as a template's block definition.
 *
 * @example
 * blockDefinitionOf( { name: 'woocommerce/cart', attributes: { hasDarkControls: { type: 'boolean', default: false } } } ).attributes.lock; // { type: 'object' }
 */
export function blockDefinitionOf( json: BlockJson ): BlockDefinition {
	return {
		name: json.name,
		parent: json.parent,
		ancestor: json.ancestor,
		attributes: { ...supportedAttributes( json.supports ), ...json.attributes },
	};
}

const readBlockJsonFolder = ( dir: string ): BlockJson[] =>
	existsSync( dir )
		? readdirSync( dir )
				.map( ( slug ) => join( dir, slug, 'block.json' ) )
				.filter( ( file ) => existsSync( file ) )
				.map( ( file ) => JSON.parse( readFileSync( file, 'utf8' ) ) as BlockJson )
		: [];

/**
 * Every block.json of the repository's blocks: each package's
 * `blocks/<package>/block-json/<block>/block.json`, and the core blocks
 * WooCommerce's templates use, as the editor kit registers them where
 * WordPress's block library is missing
 * (`blocks/shared/src/editor/core-blocks/<block>/block.json`).
 *
 * @example
 * readBlockJsonFiles( '/work/main' ).find( ( json ) => json.name === 'woocommerce/checkout' );
 */
export function readBlockJsonFiles( rootDir: string ): BlockJson[] {
	const blocksDir = join( rootDir, 'blocks' );
	return [
		...readdirSync( blocksDir ).flatMap( ( blockPackage ) =>
			readBlockJsonFolder( join( blocksDir, blockPackage, 'block-json' ) )
		),
		...readBlockJsonFolder( join( blocksDir, 'shared', 'src', 'editor', 'core-blocks' ) ),
	];
}

/**
 * The blocks a template of the playground may hold: the top-level blocks it
 * may be, every block.json block that lives inside another (its `parent` or
 * `ancestor` says where), and the core blocks (`core/…`). Blocks that stand
 * on their own (the Mini-Cart button, the product
 * collection…) are not template content.
 *
 * @example
 * const definitions = templateBlockDefinitions( readBlockJsonFiles( rootDir ), [ 'woocommerce/checkout' ] );
 */
export function templateBlockDefinitions(
	blockJsons: readonly BlockJson[],
	rootNames: readonly string[]
): Map< string, BlockDefinition > {
	const definitions = new Map< string, BlockDefinition >();
	for ( const json of blockJsons ) {
		const isCore = json.name.startsWith( 'core/' );
		if ( isCore || rootNames.includes( json.name ) || json.parent || json.ancestor ) {
			definitions.set( json.name, blockDefinitionOf( json ) );
		}
	}
	return definitions;
}
