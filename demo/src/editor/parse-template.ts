/** Reads a template the editor saved (serialized blocks) into a checked block tree, or says why it is refused. */

import { parse } from '@wordpress/block-serialization-default-parser';

import { matchesEnum, matchesType, typeNames } from './attribute-types';
import type { BlockDefinition } from './block-definitions';
import { MAX_TEMPLATE_BLOCKS, MAX_TEMPLATE_DEPTH, TEMPLATE_ROOT_BLOCKS } from './constants';
import { templateErrors } from './template-errors';
import { disallowedMarkup } from './template-html';

/**
 * A template the playground edits: `cart`, `checkout` or `mini-cart`.
 *
 * @example
 * const kind: TemplateKind = 'checkout';
 */
export type TemplateKind = keyof typeof TEMPLATE_ROOT_BLOCKS;

/**
 * One block of a checked template: its name, its comment's attributes and
 * its HTML around its inner blocks (`null` marks where each one goes), as
 * WordPress's parser gives them.
 *
 * @example
 * const block: TemplateBlock = { name: 'woocommerce/checkout-terms-block', attributes: { checkbox: true }, innerBlocks: [], innerContent: [ '<div data-block-name="woocommerce/checkout-terms-block" …></div>' ] };
 */
export interface TemplateBlock {
	name: string;
	attributes: Record< string, unknown >;
	innerBlocks: TemplateBlock[];
	innerContent: Array< string | null >;
}

/**
 * A template that passed every check: the serialized blocks as the editor
 * sent them (the editor loads them back) and their tree (the pages print it).
 *
 * @example
 * const saved: SavedTemplate = { kind: 'checkout', content: '<!-- wp:woocommerce/checkout -->…', root };
 */
export interface SavedTemplate {
	kind: TemplateKind;
	content: string;
	root: TemplateBlock;
}

/**
 * What reading a template gives: the checked template, or the message saying
 * what was refused.
 *
 * @example
 * const result = parseTemplate( 'checkout', body.content, definitions );
 * if ( ! result.ok ) answer( 400, result.message );
 */
export type TemplateParseResult =
	{ ok: true; template: SavedTemplate } | { ok: false; message: string };

type ParsedBlock = ReturnType< typeof parse >[ number ];

class TemplateRefusal extends Error {}

const refuse = ( message: string ): never => {
	throw new TemplateRefusal( message );
};

/**
 * Whether a name is one of the playground's templates.
 *
 * @example
 * isTemplateKind( 'checkout' ); // true
 * isTemplateKind( '__proto__' ); // false
 */
export const isTemplateKind = ( kind: string ): kind is TemplateKind =>
	Object.prototype.hasOwnProperty.call( TEMPLATE_ROOT_BLOCKS, kind );

const checkAttributes = ( definition: BlockDefinition, attributes: Record< string, unknown > ) => {
	for ( const [ name, value ] of Object.entries( attributes ) ) {
		const attribute = Object.prototype.hasOwnProperty.call( definition.attributes, name )
			? definition.attributes[ name ]
			: undefined;
		if ( ! attribute ) {
			refuse( templateErrors.unknownAttribute( definition.name, name ) );
		} else if ( ! matchesType( attribute, value ) ) {
			refuse( templateErrors.attributeType( definition.name, name, typeNames( attribute ) ) );
		} else if ( attribute.source || ! matchesEnum( attribute, value ) ) {
			refuse( templateErrors.attributeValue( definition.name, name ) );
		}
	}
};

const checkPlace = ( definition: BlockDefinition, ancestors: readonly string[] ) => {
	const parent = ancestors[ ancestors.length - 1 ];
	if ( ! parent ) {
		return;
	}
	const rootNames: readonly string[] = Object.values( TEMPLATE_ROOT_BLOCKS );
	const misplaced =
		rootNames.includes( definition.name ) ||
		( definition.parent && ! definition.parent.includes( parent ) ) ||
		( definition.ancestor &&
			! ancestors.some( ( name ) => definition.ancestor!.includes( name ) ) );
	if ( misplaced ) {
		refuse( templateErrors.misplacedBlock( definition.name, parent ) );
	}
};

/** Walks the parsed blocks, checking each and counting them. */
function checkedTree(
	parsed: ParsedBlock,
	definitions: ReadonlyMap< string, BlockDefinition >,
	ancestors: readonly string[],
	counter: { blocks: number }
): TemplateBlock {
	const name = parsed.blockName;
	if ( name === null ) {
		return refuse( templateErrors.contentOutsideBlocks() );
	}
	const definition = definitions.get( name ) ?? refuse( templateErrors.unknownBlock( name ) );
	counter.blocks += 1;
	if ( counter.blocks > MAX_TEMPLATE_BLOCKS ) {
		refuse( templateErrors.tooManyBlocks( MAX_TEMPLATE_BLOCKS ) );
	}
	if ( ancestors.length >= MAX_TEMPLATE_DEPTH ) {
		refuse( templateErrors.tooDeep( MAX_TEMPLATE_DEPTH ) );
	}
	checkPlace( definition, ancestors );
	const attributes = parsed.attrs ?? {};
	checkAttributes( definition, attributes );
	const markup = disallowedMarkup( parsed.innerContent.filter( Boolean ).join( '' ) );
	if ( markup !== null ) {
		refuse( templateErrors.disallowedMarkup( name, markup ) );
	}
	return {
		name,
		attributes,
		innerBlocks: parsed.innerBlocks.map( ( inner ) =>
			checkedTree( inner, definitions, [ ...ancestors, name ], counter )
		),
		innerContent: parsed.innerContent,
	};
}

/**
 * Reads the serialized blocks of a template and checks them: one top-level
 * block, the template's own (`TEMPLATE_ROOT_BLOCKS`); only known blocks
 * (`definitions`), each where its `parent`/`ancestor` allows; every comment
 * attribute one the block defines, of its type and `enum`; the HTML within
 * the allow-list (`disallowedMarkup`); at most `MAX_TEMPLATE_BLOCKS` blocks
 * nested at most `MAX_TEMPLATE_DEPTH` deep. The first problem found is the
 * answer's message (Spanish).
 *
 * @example
 * parseTemplate( 'checkout', '<!-- wp:woocommerce/cart /-->', definitions );
 * // { ok: false, message: 'La plantilla debe ser un único bloque woocommerce/checkout, …' }
 */
export function parseTemplate(
	kind: TemplateKind,
	content: string,
	definitions: ReadonlyMap< string, BlockDefinition >
): TemplateParseResult {
	const rootName = TEMPLATE_ROOT_BLOCKS[ kind ];
	try {
		const blocks = parse( content ).filter(
			( block ) => block.blockName !== null || block.innerHTML.trim() !== ''
		);
		if ( blocks.some( ( block ) => block.blockName === null ) ) {
			refuse( templateErrors.contentOutsideBlocks() );
		}
		if ( blocks.length !== 1 || blocks[ 0 ]!.blockName !== rootName ) {
			refuse( templateErrors.notOneRoot( rootName ) );
		}
		const root = checkedTree( blocks[ 0 ]!, definitions, [], { blocks: 0 } );
		return { ok: true, template: { kind, content, root } };
	} catch ( error ) {
		if ( error instanceof TemplateRefusal ) {
			return { ok: false, message: error.message };
		}
		throw error;
	}
}
