/** One row of the cart items table (the Cart block's and the Mini-Cart drawer's): product, prices, quantity selector, remove link and pending states. */

import { useRegistry } from '@wordpress/data';
import { forwardRef, memo, useEffect, useRef, useState } from '@wordpress/element';
import { decodeEntities } from '@wordpress/html-entities';

import {
	ProductBackorderBadge,
	ProductImage,
	ProductLowStockBadge,
	ProductMetadata,
	ProductName,
	ProductPrice,
	ProductSaleBadge,
	QuantitySelector,
} from '@cesta/components';
import { isApiErrorResponse } from '@cesta/api';
import { cartStore, useStoreCartItemQuantity } from '@cesta/data';
import { getCurrencyFromPriceResponse } from '@cesta/price-format';
import { getSetting } from '@cesta/settings';
import type { CartItem } from '@cesta/types';

import type { LineItemFilters } from '../hooks/use-line-item-filters';
import { joinClassNames } from '../join-class-names';
import { lineItemLabels } from './messages';

/**
 * Props of {@link LineItemRow}.
 *
 * @example
 * const props: LineItemRowProps = { lineItem: item, onRemoved: ( key ) => focusLineAfter( key ) };
 */
export interface LineItemRowProps {
	lineItem: CartItem;
	/** Called with the line's key after the line was removed, to move the focus on. @default undefined */
	onRemoved?: ( key: string ) => void;
	/**
	 * A hook deciding what the line's checkout filters change (its name, price
	 * formats, remove link, class), the same one for the row's whole life.
	 * Without it the line shows the filters' defaults and no filter code is
	 * loaded: the Mini-Cart drawer's case, whose cart must not start the cart
	 * store's page reloads that the filters' `useStoreCart` would.
	 * @default undefined
	 */
	useItemFilters?: ( lineItem: CartItem ) => LineItemFilters;
}

// Minor units may exceed 2^53 in theory; bigint keeps them exact.
const times = ( amount: string, quantity: number ) =>
	( BigInt( amount || '0' ) * BigInt( quantity ) ).toString();
const plus = ( a: string, b: string ) => ( BigInt( a || '0' ) + BigInt( b || '0' ) ).toString();
const minus = ( a: string, b: string ) => ( BigInt( a || '0' ) - BigInt( b || '0' ) ).toString();

/** What the row reads of the filters; a format left out is the price components' default. */
type RowFilters = Partial< LineItemFilters > &
	Pick< LineItemFilters, 'name' | 'showRemoveItemLink' >;

// What a line shows when no checkout filter runs: the filters' default values.
// Here rather than beside useLineItemFilters, which the Checkout page loads too.
const unfilteredLineItem = ( { name }: CartItem ): RowFilters => ( {
	name,
	showRemoveItemLink: true,
} );

/**
 * One line of the cart items table: image, name, unit price, badges,
 * description and variation, the quantity selector and the remove link, and
 * the line total with its saving. While the removal is pending the row is
 * disabled (`aria-disabled`, `is-disabled`, every control inert); while a
 * quantity change is pending the row is busy and the remove link waits, but
 * the quantity stays editable so a newer change can supersede the pending one.
 * Without `useItemFilters` the line shows the filters' defaults. Memoised:
 * it re-renders when its line, callbacks or its own state change, not when
 * another line of the cart does.
 *
 * @example
 * <LineItemRow lineItem={ item } />
 * <LineItemRow lineItem={ item } useItemFilters={ useCartItemFilters } />
 */
export const LineItemRow = memo(
	forwardRef< HTMLTableRowElement, LineItemRowProps >( function LineItemRow(
		{ lineItem, onRemoved, useItemFilters },
		ref
	) {
		const useFilters: ( item: CartItem ) => RowFilters = useItemFilters ?? unfilteredLineItem;
		const filters = useFilters( lineItem );
		const { quantity, setItemQuantity, removeItem, isPendingDelete, isPendingQuantity } =
			useStoreCartItemQuantity( lineItem );
		const {
			prices,
			totals,
			quantity_limits: limits,
			catalog_visibility: visibility,
		} = lineItem;
		const priceCurrency = getCurrencyFromPriceResponse( prices );
		const totalsCurrency = getCurrencyFromPriceResponse( totals );
		const lineTotal = getSetting( 'displayCartPricesIncludingTax' )
			? plus( totals.line_subtotal, totals.line_subtotal_tax )
			: totals.line_subtotal;
		const saving = times( minus( prices.regular_price, prices.price ), quantity );
		const hiddenFromCatalog = visibility === 'hidden' || visibility === 'search';
		const image = lineItem.images[ 0 ];
		const name = decodeEntities( filters.name );

		// A failed change must not leave the box showing a quantity the cart does
		// not have: once nothing newer is pending, the selector starts again from
		// the cart's quantity (keeping the focus where it was).
		const registry = useRegistry();
		const quantityRef = useRef< HTMLDivElement >( null );
		const [ selectorRevision, setSelectorRevision ] = useState( 0 );
		const refocusRef = useRef( false );
		const changeQuantity = async ( next: number ) => {
			const outcome = await setItemQuantity( next );
			if (
				isApiErrorResponse( outcome ) &&
				! registry.select( cartStore ).isItemPendingQuantity( lineItem.key )
			) {
				refocusRef.current =
					quantityRef.current?.contains(
						quantityRef.current.ownerDocument.activeElement
					) ?? false;
				setSelectorRevision( ( revision ) => revision + 1 );
			}
		};
		useEffect( () => {
			if ( refocusRef.current ) {
				refocusRef.current = false;
				quantityRef.current?.querySelector( 'input' )?.focus();
			}
		}, [ selectorRevision ] );

		const remove = async () => {
			if ( await removeItem() ) {
				onRemoved?.( lineItem.key );
			}
		};

		return (
			<tr
				ref={ ref }
				tabIndex={ -1 }
				data-cart-item-key={ lineItem.key }
				className={ joinClassNames(
					'wc-block-cart-items__row',
					filters.className,
					isPendingDelete && 'is-disabled',
					isPendingQuantity && 'is-updating'
				) }
				aria-disabled={ isPendingDelete || undefined }
				aria-busy={ isPendingDelete || isPendingQuantity || undefined }
			>
				{ /* The image repeats the name's link: hidden from assistive technology and the tab order. */ }
				<td className="wc-block-cart-item__image">
					{ hiddenFromCatalog || isPendingDelete ? (
						<ProductImage image={ image } fallbackAlt={ name } />
					) : (
						<a href={ lineItem.permalink } tabIndex={ -1 } aria-hidden="true">
							<ProductImage image={ image } fallbackAlt={ name } />
						</a>
					) }
				</td>
				<td className="wc-block-cart-item__product">
					<div className="wc-block-cart-item__wrap">
						<ProductName
							name={ name }
							permalink={ lineItem.permalink }
							disabled={ isPendingDelete || hiddenFromCatalog }
						/>
						{ lineItem.show_backorder_badge ? (
							<ProductBackorderBadge />
						) : (
							<ProductLowStockBadge
								lowStockRemaining={ lineItem.low_stock_remaining }
							/>
						) }
						<div className="wc-block-cart-item__prices">
							<ProductPrice
								currency={ priceCurrency }
								regularPrice={ prices.regular_price }
								price={ prices.price }
								format={ filters.unitPriceFormat }
							/>
						</div>
						<ProductMetadata
							shortDescription={ lineItem.short_description }
							fullDescription={ lineItem.description }
							variation={ lineItem.variation }
							itemData={ lineItem.item_data }
						/>
						<div className="wc-block-cart-item__quantity" ref={ quantityRef }>
							{ ! lineItem.sold_individually && (
								<QuantitySelector
									key={ selectorRevision }
									quantity={ quantity }
									itemName={ name }
									minimum={ limits.minimum }
									maximum={ limits.maximum }
									step={ limits.multiple_of }
									editable={ limits.editable }
									disabled={ isPendingDelete }
									onChange={ ( next ) => void changeQuantity( next ) }
								/>
							) }
							{ filters.showRemoveItemLink && (
								<button
									type="button"
									className="wc-block-cart-item__remove-link"
									aria-label={ lineItemLabels.removeItemFromCart( name ) }
									disabled={ isPendingDelete || isPendingQuantity }
									onClick={ () => void remove() }
								>
									{ lineItemLabels.removeItem() }
								</button>
							) }
						</div>
					</div>
				</td>
				<td className="wc-block-cart-item__total">
					<div className="wc-block-cart-item__total-price-and-sale-badge-wrapper">
						<ProductPrice
							currency={ totalsCurrency }
							price={ lineTotal }
							format={ filters.lineTotalFormat }
						/>
						<ProductSaleBadge
							currency={ priceCurrency }
							saleAmount={ saving }
							format={ filters.saleBadgeFormat }
						/>
					</div>
				</td>
			</tr>
		);
	} )
);
