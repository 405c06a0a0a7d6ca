/** The colours and button style an editor gave a drawer block, from the attributes its markup carries. */
import type { CSSProperties } from 'react';

import { joinClassNames } from '@cesta/cart-checkout-shared';

/**
 * The classes and inline style of a block's colours.
 *
 * @example
 * const { className, style } = colorPropsOf( props );
 */
export interface BlockColorProps {
	className: string;
	style: CSSProperties;
}

const customColors = ( value: unknown ): { text?: string; background?: string } => {
	if ( typeof value !== 'string' ) {
		return {};
	}
	try {
		const color = ( JSON.parse( value ) as { color?: unknown } | null )?.color;
		if ( typeof color !== 'object' || color === null ) {
			return {};
		}
		const { text, background } = color as Record< string, unknown >;
		return {
			text: typeof text === 'string' ? text : undefined,
			background: typeof background === 'string' ? background : undefined,
		};
	} catch {
		return {};
	}
};

const slug = ( value: unknown ): string | false =>
	typeof value === 'string' && /^[a-z0-9-]+$/i.test( value ) && value;

/**
 * A block's colours as WordPress's colour support saves them and
 * WooCommerce's server passes them on as `data-*`: palette colours
 * (`textColor`, `backgroundColor`: `has-{slug}-color`,
 * `has-{slug}-background-color`) and custom ones (`style`'s `color.text`
 * and `color.background`, inline).
 *
 * @example
 * colorPropsOf( { textColor: 'contrast' } ); // { className: 'has-text-color has-contrast-color', style: {} }
 */
export function colorPropsOf( props: Record< string, unknown > ): BlockColorProps {
	const custom = customColors( props.style );
	const textColor = slug( props.textColor );
	const backgroundColor = slug( props.backgroundColor );
	const style: CSSProperties = {};
	if ( custom.text ) {
		style.color = custom.text;
	}
	if ( custom.background ) {
		style.backgroundColor = custom.background;
	}
	return {
		className: joinClassNames(
			( textColor || custom.text ) && 'has-text-color',
			textColor && `has-${ textColor }-color`,
			( backgroundColor || custom.background ) && 'has-background',
			backgroundColor && `has-${ backgroundColor }-background-color`
		),
		style,
	};
}

/**
 * Class names joined once each (a block's saved classes may already hold its
 * colour classes), the empty and false ones left out.
 *
 * @example
 * uniqueClassNames( 'a has-text-color', 'has-text-color b' ); // 'a has-text-color b'
 */
export function uniqueClassNames( ...names: Array< string | false | null | undefined > ): string {
	return [ ...new Set( joinClassNames( ...names ).split( /\s+/ ) ) ]
		.filter( Boolean )
		.join( ' ' );
}

/**
 * A button block's look: the block style the editor picked (`is-style-fill`,
 * `is-style-outline` in its class names), else the block's default.
 *
 * @example
 * buttonVariantOf( 'wp-block-woocommerce-mini-cart-cart-button-block is-style-fill', 'outlined' ); // 'contained'
 */
export function buttonVariantOf(
	className: string | undefined,
	fallback: 'contained' | 'outlined'
): 'contained' | 'outlined' {
	const classes = ( className ?? '' ).split( /\s+/ );
	if ( classes.includes( 'is-style-outline' ) ) {
		return 'outlined';
	}
	return classes.includes( 'is-style-fill' ) ? 'contained' : fallback;
}
