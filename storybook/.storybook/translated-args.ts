/**
 * Components' stories write their texts in English, as the code's msgids:
 * this decorator translates every string of a story's args (nested in plain
 * objects and arrays too) when the story is shown, so the Spanish story
 * shows the es_ES catalogue's texts. A string that is no msgid (a product
 * name, an address) is left as it is.
 */
import { __ } from '@wordpress/i18n';
import type { Decorator } from '@storybook/react-vite';

import { TEXT_DOMAIN } from '@cesta/i18n';

const isPlainObject = ( value: unknown ): value is Record< string, unknown > =>
	typeof value === 'object' &&
	value !== null &&
	Object.getPrototypeOf( value ) === Object.prototype &&
	// A React element is a plain object too; its props are the component's.
	! ( '$$typeof' in value );

const translate = ( value: unknown ): unknown => {
	if ( typeof value === 'string' ) {
		return __( value, TEXT_DOMAIN );
	}
	if ( Array.isArray( value ) ) {
		return value.map( translate );
	}
	if ( isPlainObject( value ) ) {
		return Object.fromEntries(
			Object.entries( value ).map( ( [ key, item ] ) => [ key, translate( item ) ] )
		);
	}
	return value;
};

/**
 * Hands the story its args translated into the language chosen (apply it
 * inside the decorator that loads the language).
 *
 * @example
 * const preview: Preview = { decorators: [ withTranslatedArgs, withLocale ] };
 */
export const withTranslatedArgs: Decorator = ( Story, { args } ) =>
	Story( { args: translate( args ) as typeof args } );
