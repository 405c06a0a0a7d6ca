/** The drawer's items table: the Cart block's table shape, a row per line, keeping the focus after a removal. */
import { useLayoutEffect, useRef } from '@wordpress/element';

import type { CartItem } from '@cesta/types';

import { MiniCartLineItemRow } from './line-item-row';
import { itemsTexts } from './messages';

/**
 * Props of {@link MiniCartLineItemsTable}.
 *
 * @example
 * const props: MiniCartLineItemsTableProps = { lineItems: cart.items };
 */
export interface MiniCartLineItemsTableProps {
	lineItems: CartItem[];
}

/**
 * The items table (caption "Products in cart", columns Product, Details and
 * Total, WooCommerce's classes), one row per line. After a removal the
 * focus moves to the line that took its place or the one before; after the
 * last one, to the dialog, so it never falls out of the drawer.
 *
 * @example
 * <MiniCartLineItemsTable lineItems={ cart.items } />
 */
export function MiniCartLineItemsTable( { lineItems }: MiniCartLineItemsTableProps ) {
	const rows = useRef( new Map< string, HTMLTableRowElement >() );
	const tableRef = useRef< HTMLTableElement >( null );
	// Kept aside: after the last removal the table is gone, the dialog is not.
	const dialogRef = useRef< HTMLElement | null >( null );
	useLayoutEffect( () => {
		dialogRef.current = tableRef.current?.closest< HTMLElement >( '[role="dialog"]' ) ?? null;
	} );
	const focusAfterRemoving = ( index: number ) => {
		const neighbour = lineItems[ index + 1 ] ?? lineItems[ index - 1 ];
		const row = neighbour && rows.current.get( neighbour.key );
		if ( row?.isConnected ) {
			row.focus();
		} else if ( dialogRef.current?.isConnected ) {
			dialogRef.current.focus();
		}
	};
	return (
		<table
			ref={ tableRef }
			className="wc-block-cart-items wc-block-mini-cart-items wc-block-mini-cart__products-table"
		>
			<caption className="screen-reader-text">{ itemsTexts.productsInCart() }</caption>
			<thead>
				<tr className="wc-block-cart-items__header">
					<th className="wc-block-cart-items__header-image" scope="col">
						<span>{ itemsTexts.columnProduct() }</span>
					</th>
					<th className="wc-block-cart-items__header-product" scope="col">
						<span>{ itemsTexts.columnDetails() }</span>
					</th>
					<th className="wc-block-cart-items__header-total" scope="col">
						<span>{ itemsTexts.columnTotal() }</span>
					</th>
				</tr>
			</thead>
			<tbody>
				{ lineItems.map( ( lineItem, index ) => (
					<MiniCartLineItemRow
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
