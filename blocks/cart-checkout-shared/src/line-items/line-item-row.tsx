/** One row of the cart items table (the Cart block's and the Mini-Cart drawer's): product, prices, quantity selector, remove link and pending states. */

import { useRegistry } from '@wordpress/data';
import { forwardRef, useEffect, useRef, useState } from '@wordpress/element';
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

import { unfilteredLineItem, useLineItemFilters } from '../hooks/use-line-item-filters';
import type { LineItemFilters } from '../hooks/use-line-item-filters';
import { joinClassNames } from '../join-class-names';
import { labels } from '../messages';

/**
 * Props of {@link CartLineItemRow}.
 *
 * @example
 * const props: CartLineItemRowProps = { lineItem: item, onRemoved: () => focusNextRow() };
 */
export interface CartLineItemRowProps {
	lineItem: CartItem;
	/** Called after the line was removed, to move the focus on. @default undefined */
	onRemoved?: () => void;
	/**
	 * Whether the line's checkout filters run (`itemName`, the price formats,
	 * `showRemoveItemLink`, `cartItemClass`). Their `cart` argument comes from
	 * `useStoreCart`, which also starts the cart store's page behaviour
	 * (reloads on page cart events): a host that keeps the cart in step with
	 * the page itself, as the Mini-Cart drawer does, turns them off, and the
	 * line shows the filters' defaults. @default true
	 */
	applyCheckoutFilters?: boolean;
}

/** The row's own props: the line, what the filters decided, and the removal callback. */
interface LineItemRowContentProps {
	lineItem: CartItem;
	filters: LineItemFilters;
	onRemoved?: () => void;
}

// Minor units may exceed 2^53 in theory; bigint keeps them exact.
const times = ( amount: string, quantity: number ) =>
	( BigInt( amount || '0' ) * BigInt( quantity ) ).toString();
const plus = ( a: string, b: string ) => ( BigInt( a || '0' ) + BigInt( b || '0' ) ).toString();
const minus = ( a: string, b: string ) => ( BigInt( a || '0' ) - BigInt( b || '0' ) ).toString();

const LineItemRowContent = forwardRef< HTMLTableRowElement, LineItemRowContentProps >(
	function LineItemRowContent( { lineItem, filters, onRemoved }, ref ) {
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
				onRemoved?.();
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
									aria-label={ labels.removeItemFromCart( name ) }
									disabled={ isPendingDelete || isPendingQuantity }
									onClick={ () => void remove() }
								>
									{ labels.removeItem() }
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
	}
);

type RowProps = Omit< CartLineItemRowProps, 'applyCheckoutFilters' >;

const FilteredLineItemRow = forwardRef< HTMLTableRowElement, RowProps >(
	function FilteredLineItemRow( props, ref ) {
		const filters = useLineItemFilters( props.lineItem, 'cart' );
		return <LineItemRowContent { ...props } filters={ filters } ref={ ref } />;
	}
);

const UnfilteredLineItemRow = forwardRef< HTMLTableRowElement, RowProps >(
	function UnfilteredLineItemRow( props, ref ) {
		return (
			<LineItemRowContent
				{ ...props }
				filters={ unfilteredLineItem( props.lineItem ) }
				ref={ ref }
			/>
		);
	}
);

/**
 * One line of the cart items table: image, name, unit price, badges,
 * description and variation, the quantity selector and the remove link, and
 * the line total with its saving. While the removal is pending the row is
 * disabled (`aria-disabled`, `is-disabled`, every control inert); while a
 * quantity change is pending the row is busy and the remove link waits, but
 * the quantity stays editable so a newer change can supersede the pending one.
 * Without `applyCheckoutFilters` the line shows the filters' defaults.
 *
 * @example
 * <CartLineItemRow lineItem={ item } />
 * <CartLineItemRow lineItem={ item } applyCheckoutFilters={ false } />
 */
export const CartLineItemRow = forwardRef< HTMLTableRowElement, CartLineItemRowProps >(
	function CartLineItemRow( { applyCheckoutFilters = true, ...props }, ref ) {
		return applyCheckoutFilters ? (
			<FilteredLineItemRow { ...props } ref={ ref } />
		) : (
			<UnfilteredLineItemRow { ...props } ref={ ref } />
		);
	}
);
