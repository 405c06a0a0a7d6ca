/** One cross-sell card: image, name, price and its add-to-cart button or link to the product. */

import { useDispatch, useSelect } from '@wordpress/data';
import { decodeEntities } from '@wordpress/html-entities';

import { getErrorMessageForDisplay } from '@cesta/api';
import { Button, ProductImage, ProductName, ProductPrice } from '@cesta/components';
import { cartStore, useStoreCart } from '@cesta/data';
import { useNoticesDispatch } from '@cesta/notices';
import { getCurrencyFromPriceResponse } from '@cesta/price-format';
import type { ProductResponse } from '@cesta/types';

import {
	ADD_TO_CART_NOTICE_ID,
	CART_NOTICE_CONTEXT,
	DIRECTLY_ADDABLE_PRODUCT_TYPES,
} from '../../constants';
import { labels } from '../../messages';

/**
 * Whether a cross-sell's button can add it straight to the cart: a simple
 * product, purchasable, in stock, without options to choose.
 *
 * @example
 * canAddDirectly( product ); // true for the kettle of the sample shop
 */
export function canAddDirectly( product: ProductResponse ): boolean {
	return (
		DIRECTLY_ADDABLE_PRODUCT_TYPES.includes( product.type ) &&
		product.is_purchasable &&
		product.is_in_stock &&
		! product.has_options
	);
}

/**
 * One cross-sell: image, name and price linking to the product, and its
 * button. A simple product is added with `addItemToCart` (which fires
 * `wc-blocks_adding_to_cart` / `wc-blocks_added_to_cart`); the button then
 * says how many the cart holds. A failure shows as a dismissible notice
 * (id `add-to-cart`) at the top of the cart. Other products link to their page.
 *
 * @example
 * <CrossSellProduct product={ product } />
 */
export function CrossSellProduct( { product }: { product: ProductResponse } ) {
	const { cartItems } = useStoreCart();
	const isAdding = useSelect(
		( select ) => select( cartStore ).getProductsPendingAdd().includes( product.id ),
		[ product.id ]
	);
	const { addItemToCart } = useDispatch( cartStore );
	const { createErrorNotice, removeNotice } = useNoticesDispatch();
	const inCart = cartItems
		.filter( ( item ) => item.id === product.id )
		.reduce( ( sum, item ) => sum + item.quantity, 0 );
	const name = decodeEntities( product.name );
	const image = product.images[ 0 ];

	const add = async () => {
		void removeNotice( ADD_TO_CART_NOTICE_ID, CART_NOTICE_CONTEXT );
		try {
			await addItemToCart( product.id, product.add_to_cart.minimum || 1 );
		} catch ( error ) {
			void createErrorNotice( getErrorMessageForDisplay( error ), {
				id: ADD_TO_CART_NOTICE_ID,
				context: CART_NOTICE_CONTEXT,
				isDismissible: true,
			} );
		}
	};

	let buttonText = decodeEntities( product.add_to_cart.text );
	if ( isAdding ) {
		buttonText = labels.addingToCart();
	} else if ( inCart > 0 ) {
		buttonText = labels.inCart( inCart );
	}

	return (
		<li className="wc-block-cart__cross-sells-product">
			<a
				href={ product.permalink }
				className="wc-block-cart__cross-sells-product-image"
				tabIndex={ -1 }
				aria-hidden="true"
			>
				<ProductImage image={ image } fallbackAlt={ name } />
			</a>
			<ProductName name={ name } permalink={ product.permalink } />
			<ProductPrice
				currency={ getCurrencyFromPriceResponse( product.prices ) }
				price={ product.prices.price }
				regularPrice={ product.on_sale ? product.prices.regular_price : undefined }
			/>
			{ canAddDirectly( product ) ? (
				<Button
					className="wc-block-cart__cross-sells-add-to-cart"
					aria-label={ decodeEntities( product.add_to_cart.description ) || undefined }
					showSpinner={ isAdding }
					disabled={ isAdding }
					onClick={ () => void add() }
				>
					{ buttonText }
				</Button>
			) : (
				<Button href={ product.add_to_cart.url || product.permalink }>
					{ buttonText }
				</Button>
			) }
		</li>
	);
}
