/** Reads a block's attributes from its data-* markup, typed by its block.json definitions, with defaults. */

import { BLOCK_NAME_ATTRIBUTE } from '../constants';
import { isRecord } from '../is-record';
import { invalidAttributeValueMessage } from '../messages';
import type {
	BlockAttributeDefinition,
	BlockAttributeDefinitions,
	BlockAttributeType,
} from '../registry/types';

const DATA_PREFIX = 'data-';

/**
 * The `dataset` key of a `data-*` attribute name, as the DOM computes it: a
 * dash followed by a lowercase letter becomes that letter in uppercase.
 *
 * @example
 * datasetKeyOf( 'data-has-dark-controls' ); // 'hasDarkControls'
 * datasetKeyOf( 'data-columns-2' ); // 'columns-2'
 */
export function datasetKeyOf( attributeName: string ): string {
	return attributeName
		.slice( DATA_PREFIX.length )
		.replace( /-([a-z])/g, ( _match, letter: string ) => letter.toUpperCase() );
}

/**
 * The `data-*` attributes of a node as a dataset (camelCased keys, string
 * values), without `blockName`: the props WooCommerce hands inner blocks.
 *
 * @example
 * datasetOf( { 'data-block-name': 'acme/note', 'data-show-icon': 'true' } ); // { showIcon: 'true' }
 */
export function datasetOf( attributes: Record< string, string > ): Record< string, string > {
	const dataset: Record< string, string > = {};
	for ( const [ name, value ] of Object.entries( attributes ) ) {
		const lower = name.toLowerCase();
		if ( lower.startsWith( DATA_PREFIX ) && lower !== BLOCK_NAME_ATTRIBUTE ) {
			dataset[ datasetKeyOf( lower ) ] = value;
		}
	}
	return dataset;
}

/**
 * The kebab-case form WordPress gives an attribute name in `data-*`
 * (`_wp_to_kebab_case`): words split at case changes and digits.
 *
 * @example
 * toKebabCase( 'showRateAfterTaxName' ); // 'show-rate-after-tax-name'
 * toKebabCase( 'columns2' ); // 'columns-2'
 */
export function toKebabCase( name: string ): string {
	return (
		name
			.match( /[A-Z]{2,}(?=[A-Z][a-z]+|[0-9]|\b|_)|[A-Z]?[a-z]+|[A-Z]+|[0-9]+/g )
			?.map( ( word ) => word.toLowerCase() )
			.join( '-' ) ?? ''
	);
}

type Parsed = { ok: true; value: unknown } | { ok: false };
const FAILED: Parsed = { ok: false };

const parseJson = ( raw: string ): Parsed => {
	try {
		return { ok: true, value: JSON.parse( raw ) };
	} catch {
		return FAILED;
	}
};

function parseAs( type: BlockAttributeType, raw: string ): Parsed {
	switch ( type ) {
		case 'string':
			return { ok: true, value: raw };
		case 'boolean':
			return raw === 'true' || raw === 'false' ? { ok: true, value: raw === 'true' } : FAILED;
		case 'number': {
			const value = raw.trim() === '' ? NaN : Number( raw );
			return Number.isFinite( value ) ? { ok: true, value } : FAILED;
		}
		case 'integer': {
			const value = raw.trim() === '' ? NaN : Number( raw );
			return Number.isInteger( value ) ? { ok: true, value } : FAILED;
		}
		case 'null':
			return raw === '' || raw === 'null' ? { ok: true, value: null } : FAILED;
		case 'array': {
			const parsed = parseJson( raw );
			return parsed.ok && Array.isArray( parsed.value ) ? parsed : FAILED;
		}
		case 'object': {
			const parsed = parseJson( raw );
			return parsed.ok && isRecord( parsed.value ) ? parsed : FAILED;
		}
	}
}

function parseAttribute( definition: BlockAttributeDefinition, raw: string ): Parsed {
	const types =
		definition.type === undefined
			? [ 'string' as const ]
			: ( [] as BlockAttributeType[] ).concat( definition.type );
	for ( const type of types ) {
		const parsed = parseAs( type, raw );
		if ( parsed.ok && ( ! definition.enum || definition.enum.includes( parsed.value ) ) ) {
			return parsed;
		}
	}
	return FAILED;
}

const describeExpected = ( definition: BlockAttributeDefinition ): string => {
	const types = ( [] as string[] ).concat( definition.type ?? 'string' ).join( ' or ' );
	return definition.enum
		? `${ types } among ${ JSON.stringify( definition.enum ) }`
		: `a valid ${ types }`;
};

/**
 * A top-level block's attributes from its `data-*` markup, parsed against
 * its block.json definitions: `'true'`/`'false'` become booleans, numbers are
 * parsed, arrays and objects JSON-decoded; missing attributes take their
 * defaults. A value that does not fit is warned about and replaced by the
 * default, so one bad attribute costs nothing else. Attributes the
 * definitions do not name are left out.
 *
 * @example
 * parseBlockAttributes( 'woocommerce/cart', { hasDarkControls: { type: 'boolean', default: false } }, { hasDarkControls: 'true' } );
 * // { hasDarkControls: true }
 */
export function parseBlockAttributes(
	blockName: string,
	definitions: BlockAttributeDefinitions,
	dataset: Record< string, string >
): Record< string, unknown > {
	const attributes: Record< string, unknown > = {};
	for ( const [ name, definition ] of Object.entries( definitions ) ) {
		const raw = dataset[ name ] ?? dataset[ datasetKeyOf( DATA_PREFIX + toKebabCase( name ) ) ];
		if ( raw !== undefined ) {
			const parsed = parseAttribute( definition, raw );
			if ( parsed.ok ) {
				attributes[ name ] = parsed.value;
				continue;
			}
			// Developer diagnostics: production builds leave them out.
			if ( process.env.NODE_ENV !== 'production' ) {
				console.warn(
					invalidAttributeValueMessage(
						blockName,
						name,
						raw,
						describeExpected( definition )
					)
				);
			}
		}
		if ( 'default' in definition ) {
			attributes[ name ] = definition.default;
		}
	}
	return attributes;
}

/**
 * The attributes a top-level block component receives: parsed against the
 * definitions when there are some, else the raw dataset strings.
 *
 * @example
 * blockAttributesOf( 'acme/banner', undefined, { 'data-block-name': 'acme/banner', 'data-tone': 'warm' } ); // { tone: 'warm' }
 */
export function blockAttributesOf(
	blockName: string,
	definitions: BlockAttributeDefinitions | undefined,
	elementAttributes: Record< string, string >
): Record< string, unknown > {
	const dataset = datasetOf( elementAttributes );
	return definitions ? parseBlockAttributes( blockName, definitions, dataset ) : dataset;
}
