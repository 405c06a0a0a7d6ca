/** One line of the drawer's items table: product, unit price, quantity selector, remove link and line total. */
import { useRegistry } from '@wordpress/data';
import { forwardRef, useState } from '@wordpress/element';
import { decodeEntities } from '@wordpress/html-entities';

import { isApiErrorResponse } from '@cesta/api';
import { joinClassNames } from '@cesta/cart-checkout-shared';
import {
	ProductImage,
	ProductMetadata,
	ProductName,
	ProductPrice,
	QuantitySelector,
} from '@cesta/components';
import { cartStore, useStoreCartItemQuantity } from '@cesta/data';
import { getCurrencyFromPriceResponse } from '@cesta/price-format';
import { getSetting } from '@cesta/settings';
import type { CartItem } from '@cesta/types';

import { itemsTexts } from './messages';

/**
 * Props of {@link MiniCartLineItemRow}.
 *
 * @example
 * const props: MiniCartLineItemRowProps = { lineItem: item, onRemoved: focusNext };
 */
export interface MiniCartLineItemRowProps {
	lineItem: CartItem;
	/** Called after the line was removed, to move the focus on. @default undefined */
	onRemoved?: () => void;
}

const lineTotalOf = ( { totals }: CartItem ): string =>
	getSetting( 'displayCartPricesIncludingTax' ) === true
		? (
				BigInt( totals.line_subtotal || '0' ) + BigInt( totals.line_subtotal_tax || '0' )
			).toString()
		: totals.line_subtotal;

/**
 * A cart line as the Cart block shows it, from the same pieces (image, name,
 * unit price, metadata, `QuantitySelector`, remove link, line total) and the
 * same store hook: quantity edits are debounced by the store, the row is
 * busy while a change is pending and disabled while it is being removed. A
 * failed change puts the selector back to the cart's quantity. Unlike the
 * Cart block's rows it runs no checkout filters: their cart argument
 * (`useStoreCart`) would start the cart store's page reloads, and the
 * drawer keeps in step with the page itself (`syncCartWithPage`).
 *
 * @example
 * <MiniCartLineItemRow lineItem={ item } />
 */
export const MiniCartLineItemRow = forwardRef< HTMLTableRowElement, MiniCartLineItemRowProps >(
	function MiniCartLineItemRow( { lineItem, onRemoved }, ref ) {
		const { quantity, setItemQuantity, removeItem, isPendingDelete, isPendingQuantity } =
			useStoreCartItemQuantity( lineItem );
		const registry = useRegistry();
		const [ revision, setRevision ] = useState( 0 );
		const { prices, totals, quantity_limits: limits } = lineItem;
		const name = decodeEntities( lineItem.name );

		const changeQuantity = async ( next: number ) => {
			const outcome = await setItemQuantity( next );
			if (
				isApiErrorResponse( outcome ) &&
				! registry.select( cartStore ).isItemPendingQuantity( lineItem.key )
			) {
				setRevision( ( value ) => value + 1 );
			}
		};
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
					isPendingDelete && 'is-disabled',
					isPendingQuantity && 'is-updating'
				) }
				aria-disabled={ isPendingDelete || undefined }
				aria-busy={ isPendingDelete || isPendingQuantity || undefined }
			>
				<td className="wc-block-cart-item__image">
					<ProductImage image={ lineItem.images[ 0 ] } fallbackAlt={ name } />
				</td>
				<td className="wc-block-cart-item__product">
					<div className="wc-block-cart-item__wrap">
						<ProductName
							name={ name }
							permalink={ lineItem.permalink }
							disabled={ isPendingDelete }
						/>
						<div className="wc-block-cart-item__prices">
							<ProductPrice
								currency={ getCurrencyFromPriceResponse( prices ) }
								regularPrice={ prices.regular_price }
								price={ prices.price }
							/>
						</div>
						<ProductMetadata
							shortDescription={ lineItem.short_description }
							fullDescription={ lineItem.description }
							variation={ lineItem.variation }
							itemData={ lineItem.item_data }
						/>
						<div className="wc-block-cart-item__quantity">
							{ ! lineItem.sold_individually && (
								<QuantitySelector
									key={ revision }
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
							<button
								type="button"
								className="wc-block-cart-item__remove-link"
								aria-label={ itemsTexts.removeItemFromCart( name ) }
								disabled={ isPendingDelete || isPendingQuantity }
								onClick={ () => void remove() }
							>
								{ itemsTexts.removeItem() }
							</button>
						</div>
					</div>
				</td>
				<td className="wc-block-cart-item__total">
					<ProductPrice
						currency={ getCurrencyFromPriceResponse( totals ) }
						price={ lineTotalOf( lineItem ) }
					/>
				</td>
			</tr>
		);
	}
);
