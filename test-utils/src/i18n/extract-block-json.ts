/**
 * Finds the translatable strings of a block.json the way WordPress reads
 * them: `registerBlockType( metadata )` (and `register_block_type()` on the
 * server) translate `title`, `description`, `keywords`, style labels and
 * variations with `_x( value, context, textdomain )` in the contexts of
 * WordPress's i18n block schema.
 */
import type { ExtractedMessage, ExtractionProblem } from './extract-messages';

type Schema = string | Schema[] | { [ key: string ]: Schema };

/**
 * WordPress's `i18n-block.json`: which block.json fields are translated, in
 * which gettext context (`@wordpress/blocks`, `wp-includes/blocks.php`).
 *
 * @example
 * BLOCK_JSON_I18N_SCHEMA.title; // 'block title'
 */
export const BLOCK_JSON_I18N_SCHEMA: Readonly< Record< string, Schema > > = {
	title: 'block title',
	description: 'block description',
	keywords: [ 'block keyword' ],
	styles: [ { label: 'block style label' } ],
	variations: [
		{
			title: 'block variation title',
			description: 'block variation description',
			keywords: [ 'block variation keyword' ],
		},
	],
};

function collect(
	schema: Schema,
	value: unknown,
	where: string,
	messages: ExtractedMessage[]
): void {
	if ( typeof schema === 'string' ) {
		if ( typeof value === 'string' && value !== '' ) {
			messages.push( {
				key: `${ schema }\u0004${ value }`,
				msgid: value,
				context: schema,
				where,
			} );
		}
		return;
	}
	if ( Array.isArray( schema ) ) {
		if ( Array.isArray( value ) ) {
			value.forEach( ( item ) => collect( schema[ 0 ]!, item, where, messages ) );
		}
		return;
	}
	if ( typeof value === 'object' && value !== null ) {
		for ( const [ key, inner ] of Object.entries( schema ) ) {
			collect( inner, ( value as Record< string, unknown > )[ key ], where, messages );
		}
	}
}

/**
 * The messages and problems of one block.json: its translated fields, each
 * keyed with its context as `_x` keys it; a problem when the file is no JSON
 * object or its `textdomain` is not `domain` (WordPress would then look the
 * strings up in another catalogue).
 *
 * @example
 * extractBlockJsonMessages( '{ "title": "Cart", "textdomain": "cesta" }', 'blocks/cart/block-json/cart/block.json', 'cesta' ).messages[ 0 ].key;
 * // 'block title\u0004Cart'
 */
export function extractBlockJsonMessages(
	source: string,
	file: string,
	domain: string
): { messages: ExtractedMessage[]; problems: ExtractionProblem[] } {
	let metadata: unknown;
	try {
		metadata = JSON.parse( source );
	} catch ( error ) {
		return {
			messages: [],
			problems: [ { where: file, reason: `block.json is not JSON: ${ String( error ) }` } ],
		};
	}
	if ( typeof metadata !== 'object' || metadata === null || Array.isArray( metadata ) ) {
		return {
			messages: [],
			problems: [ { where: file, reason: 'block.json is not an object' } ],
		};
	}
	const { textdomain } = metadata as { textdomain?: unknown };
	const messages: ExtractedMessage[] = [];
	collect( BLOCK_JSON_I18N_SCHEMA as Schema, metadata, file, messages );
	const problems: ExtractionProblem[] =
		messages.length > 0 && textdomain !== domain
			? [
					{
						where: file,
						reason: `block.json uses the text domain ${ JSON.stringify(
							textdomain
						) }, not '${ domain }'`,
					},
				]
			: [];
	return { messages, problems };
}
