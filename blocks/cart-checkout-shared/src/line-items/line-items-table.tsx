/** The cart items table (the Cart block's and the Mini-Cart drawer's): caption, columns and a row per line, keeping the focus after a removal. */

import { useCallback, useLayoutEffect, useRef } from '@wordpress/element';

import type { CartItem } from '@cesta/types';

import { joinClassNames } from '../join-class-names';
import { lineItemLabels } from './messages';
import { LineItemRow } from './line-item-row';
import type { LineItemRowProps } from './line-item-row';
import './style.css';

/**
 * Props of {@link LineItemsTable}.
 *
 * @example
 * const props: LineItemsTableProps = { lineItems: cart.items, className: 'wc-block-mini-cart-items' };
 */
export interface LineItemsTableProps {
	lineItems: CartItem[];
	/** Extra class names (the Mini-Cart's `wc-block-mini-cart-items` lays it out compact). @default undefined */
	className?: string;
	/** What the lines' checkout filters change; see {@link LineItemRowProps.useItemFilters}. @default undefined */
	useItemFilters?: LineItemRowProps[ 'useItemFilters' ];
}

/**
 * The cart items table (spec 2 §2), its lines as `useItemFilters` says
 * (without it, as no checkout filter had run): caption "Products in cart" and the
 * columns Product, Details and Total, one row per line. After a line is
 * removed, the focus moves to the line that took its place (or the one
 * before), so keyboard users keep their place; after the last one, to the
 * dialog around the table if there is one (the Mini-Cart drawer), so the
 * focus never falls out of it.
 *
 * @example
 * <LineItemsTable lineItems={ cart.items } className="wc-block-mini-cart-items" />
 */
export function LineItemsTable( { lineItems, className, useItemFilters }: LineItemsTableProps ) {
	const tableRef = useRef< HTMLTableElement >( null );
	// Kept aside: after the last removal the table is gone, the dialog is not.
	const dialogRef = useRef< HTMLElement | null >( null );
	// The lines as last drawn, and where each line was last: a removal ends
	// after its row is gone, and the focus goes to the line that took its place.
	const lineItemsRef = useRef( lineItems );
	const lastIndexRef = useRef( new Map< string, number >() );
	useLayoutEffect( () => {
		dialogRef.current = tableRef.current?.closest< HTMLElement >( '[role="dialog"]' ) ?? null;
		lineItemsRef.current = lineItems;
		lineItems.forEach( ( lineItem, index ) => lastIndexRef.current.set( lineItem.key, index ) );
	} );
	// The same function for the table's whole life: rows are memoised, and a
	// new callback per render would re-render every line on any change to one.
	const focusAfterRemoving = useCallback( ( key: string ) => {
		const remaining = lineItemsRef.current.filter( ( lineItem ) => lineItem.key !== key );
		const index = lastIndexRef.current.get( key ) ?? remaining.length;
		lastIndexRef.current.delete( key );
		const neighbour = remaining[ index ] ?? remaining[ index - 1 ];
		const row = [ ...( tableRef.current?.tBodies[ 0 ]?.rows ?? [] ) ].find(
			( candidate ) => neighbour && candidate.dataset.cartItemKey === neighbour.key
		);
		if ( row?.isConnected ) {
			row.focus();
		} else if ( dialogRef.current?.isConnected ) {
			dialogRef.current.focus();
		}
	}, [] );
	return (
		<table ref={ tableRef } className={ joinClassNames( 'wc-block-cart-items', className ) }>
			<caption className="screen-reader-text">{ lineItemLabels.productsInCart() }</caption>
			<thead>
				<tr className="wc-block-cart-items__header">
					<th className="wc-block-cart-items__header-image" scope="col">
						<span>{ lineItemLabels.columnProduct() }</span>
					</th>
					<th className="wc-block-cart-items__header-product" scope="col">
						<span>{ lineItemLabels.columnDetails() }</span>
					</th>
					<th className="wc-block-cart-items__header-total" scope="col">
						<span>{ lineItemLabels.columnTotal() }</span>
					</th>
				</tr>
			</thead>
			<tbody>
				{ lineItems.map( ( lineItem ) => (
					<LineItemRow
						key={ lineItem.key }
						lineItem={ lineItem }
						useItemFilters={ useItemFilters }
						onRemoved={ focusAfterRemoving }
					/>
				) ) }
			</tbody>
		</table>
	);
}
