/** The ProductPrice: a price, a sale with the regular price struck through, a range, or sanitised HTML. */

import { Fragment } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

import {
	DEFAULT_PRICE_FORMAT,
	describePriceRange,
	formatPrice,
	formatPriceRange,
	splitPriceFormat,
	toMinorUnits,
} from '@cesta/price-format';

import { PRICE_HTML_ALLOWED_ATTR, PRICE_HTML_ALLOWED_TAGS } from '../constants';
import { Label } from '../label';
import { SanitizedHtml } from '../sanitized-html';
import { Skeleton } from '../skeleton';
import { cx } from '../utils/cx';
import type { ProductPriceProps } from './types';
import './style.css';
import '../utils/screen-reader-text.css';

const isOnSale = ( regularPrice: unknown, price: unknown ): boolean => {
	const regular = toMinorUnits( regularPrice );
	const current = toMinorUnits( price );
	return regular !== null && current !== null && regular > current;
};

const isRange = ( minPrice: unknown, maxPrice: unknown ): boolean => {
	const min = toMinorUnits( minPrice );
	const max = toMinorUnits( maxPrice );
	return min !== null && max !== null && min !== max;
};

/**
 * A product's price: the regular price struck through before the sale price
 * when on sale (each labelled for screen readers), a min–max range for
 * variable products, or the server's `price_html`, sanitised. The price sits
 * inside `format` wherever it has `<price/>`.
 *
 * @example
 * <ProductPrice price="3999" regularPrice="4999" currency={ currency } />
 * <ProductPrice minPrice="1999" maxPrice="2199" currency={ currency } />
 * <ProductPrice price="3999" format="<price/> each" currency={ currency } />
 */
export function ProductPrice( {
	price,
	regularPrice,
	minPrice,
	maxPrice,
	currency,
	format = DEFAULT_PRICE_FORMAT,
	priceHtml,
	isLoading = false,
	align,
	className,
	priceClassName,
	regularPriceClassName,
}: ProductPriceProps ) {
	const wrapperClass = cx(
		'wc-block-components-product-price',
		align && `wc-block-components-product-price--align-${ align }`,
		className
	);

	if ( isLoading ) {
		return (
			<span className={ cx( wrapperClass, 'is-loading' ) }>
				<Skeleton width="4em" />
				<span className="screen-reader-text">{ __( 'Loading price…', 'cesta' ) }</span>
			</span>
		);
	}

	let value: ReactNode = null;
	if ( isRange( minPrice, maxPrice ) ) {
		value = (
			<Label
				wrapperProps={ {
					className: cx( 'wc-block-components-product-price__value', priceClassName ),
				} }
				label={ formatPriceRange( minPrice, maxPrice, currency ) }
				screenReaderLabel={ describePriceRange( minPrice, maxPrice, currency ) }
			/>
		);
	} else if ( isOnSale( regularPrice, price ) ) {
		value = (
			<>
				<del
					className={ cx(
						'wc-block-components-product-price__regular',
						regularPriceClassName
					) }
				>
					<span className="screen-reader-text">
						{ __( 'Previous price:', 'cesta' ) }{ ' ' }
					</span>
					{ formatPrice( regularPrice, currency ) }
				</del>{ ' ' }
				<ins
					className={ cx(
						'wc-block-components-product-price__value',
						'is-discounted',
						priceClassName
					) }
				>
					<span className="screen-reader-text">
						{ __( 'Discounted price:', 'cesta' ) }{ ' ' }
					</span>
					{ formatPrice( price, currency ) }
				</ins>
			</>
		);
	} else {
		const text = formatPrice( price ?? minPrice, currency );
		if ( text !== '' ) {
			value = (
				<span
					className={ cx( 'wc-block-components-product-price__value', priceClassName ) }
				>
					{ text }
				</span>
			);
		}
	}

	if ( value === null ) {
		return priceHtml ? (
			<SanitizedHtml
				tagName="span"
				className={ wrapperClass }
				html={ priceHtml }
				allowedTags={ PRICE_HTML_ALLOWED_TAGS }
				allowedAttributes={ PRICE_HTML_ALLOWED_ATTR }
			/>
		) : null;
	}

	const pieces = splitPriceFormat( format );
	return (
		<span className={ wrapperClass }>
			{ pieces.map( ( piece, index ) => (
				// The pieces never move, so their position is a stable key.
				<Fragment key={ index }>
					{ piece }
					{ index < pieces.length - 1 && value }
				</Fragment>
			) ) }
		</span>
	);
}
