/** The cart items table: caption, columns and a row per line, keeping the focus after a removal. */

import { useRef } from '@wordpress/element';

import { joinClassNames } from '@cesta/cart-checkout-shared';
import type { CartItem } from '@cesta/types';

import { labels } from '../../messages';
import { CartLineItemRow } from './cart-line-item-row';
import './style.css';

/**
 * Props of {@link CartLineItemsTable}.
 *
 * @example
 * const props: CartLineItemsTableProps = { lineItems: cart.items };
 */
export interface CartLineItemsTableProps {
	lineItems: CartItem[];
	/** Extra class names. @default undefined */
	className?: string;
}

/**
 * The cart items table (spec 2 §2): caption "Products in cart" and the
 * columns Product, Details and Total, one row per line. After a line is
 * removed, the focus moves to the line that took its place (or the one
 * before), so keyboard users keep their place.
 *
 * @example
 * <CartLineItemsTable lineItems={ cartItems } />
 */
export function CartLineItemsTable( { lineItems, className }: CartLineItemsTableProps ) {
	const rows = useRef( new Map< string, HTMLTableRowElement >() );
	const focusAfterRemoving = ( index: number ) => {
		// The removed row is gone by now; its neighbours kept their keys.
		const neighbour = lineItems[ index + 1 ] ?? lineItems[ index - 1 ];
		if ( neighbour ) {
			rows.current.get( neighbour.key )?.focus();
		}
	};
	return (
		<table className={ joinClassNames( 'wc-block-cart-items', className ) }>
			<caption className="screen-reader-text">{ labels.productsInCart() }</caption>
			<thead>
				<tr className="wc-block-cart-items__header">
					<th className="wc-block-cart-items__header-image" scope="col">
						<span>{ labels.columnProduct() }</span>
					</th>
					<th className="wc-block-cart-items__header-product" scope="col">
						<span>{ labels.columnDetails() }</span>
					</th>
					<th className="wc-block-cart-items__header-total" scope="col">
						<span>{ labels.columnTotal() }</span>
					</th>
				</tr>
			</thead>
			<tbody>
				{ lineItems.map( ( lineItem, index ) => (
					<CartLineItemRow
						key={ lineItem.key }
						lineItem={ lineItem }
						ref={ ( row ) => {
							if ( row ) {
								rows.current.set( lineItem.key, row );
							} else {
								rows.current.delete( lineItem.key );
							}
						} }
						onRemoved={ () => focusAfterRemoving( index ) }
					/>
				) ) }
			</tbody>
		</table>
	);
}
