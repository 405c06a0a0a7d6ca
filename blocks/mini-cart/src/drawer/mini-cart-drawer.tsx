/** The Mini-Cart's slide-in drawer: a modal dialog titled with the items counter, around the contents template's blocks. */
import { useCallback, useMemo, useState } from '@wordpress/element';
import type { ReactElement } from 'react';

import { renderBlockTree } from '@cesta/blocks-shared';
import type { BlockTree } from '@cesta/blocks-shared';
import { Drawer } from '@cesta/components';
import type { CartResponse } from '@cesta/types';

import { MINI_CART_CONTENTS_BLOCK_NAMES as NAMES } from '../contents/block-names';
import { contentsTexts } from '../contents/messages';
import { findBlockNode, readMiniCartContents } from './contents/read-contents';
import type { MiniCartContentsSource } from './contents/read-contents';
import {
	MINI_CART_CONTENTS_DEFINITION,
	registerMiniCartContentsBlocks,
} from './contents/register-contents-blocks';
import { MiniCartTitleSlotContext } from './contents/title-slot';
import type { MiniCartTitleSlot } from './contents/title-slot';
import { MiniCartLoadError } from './load-error';
import { useCartLoad } from './use-cart-load';
import { useCartSync } from './use-cart-sync';
import { useMiniCartData } from './use-mini-cart-data';
import './style.css';

/**
 * Props of {@link MiniCartDrawer}.
 *
 * @example
 * const props: MiniCartDrawerProps = { isOpen: true, onClose: close, initialCart: null };
 */
export interface MiniCartDrawerProps {
	/** Whether the drawer shows. */
	isOpen: boolean;
	/** Asked to close (Escape, the overlay, the close button), after the closing transition. */
	onClose: () => void;
	/** The cart the page already knows, received before anything loads it; `null` to load it once. */
	initialCart: CartResponse | null;
	/**
	 * The contents template (`woocommerce/mini-cart-contents` with its inner
	 * blocks): its HTML or the nodes holding it.
	 * @default WooCommerce's default template
	 */
	contents?: MiniCartContentsSource;
}

interface DrawerWithCartProps extends Pick< MiniCartDrawerProps, 'isOpen' | 'onClose' > {
	tree: BlockTree;
	blocks: ReactElement;
}

function DrawerWithCart( { isOpen, onClose, tree, blocks }: DrawerWithCartProps ) {
	// Before the cart is read: the load it starts is the one that can fail.
	const load = useCartLoad();
	const { cart, isLoading } = useMiniCartData();
	const [ slotElement, setSlotElement ] = useState< HTMLElement | null >( null );
	const [ titleBlocks, setTitleBlocks ] = useState( 0 );
	const register = useCallback( () => {
		setTitleBlocks( ( count ) => count + 1 );
		return () => setTitleBlocks( ( count ) => count - 1 );
	}, [] );
	const slot = useMemo< MiniCartTitleSlot >(
		() => ( { element: slotElement, register } ),
		[ slotElement, register ]
	);
	// Where no title block shows (loading, the empty view, the load error)
	// the drawer says the title itself, with the template's label; without a
	// loaded cart it counts nothing (the store's empty cart is not the
	// shopper's).
	const label =
		findBlockNode( tree.children, NAMES.TITLE_LABEL )?.attributes[ 'data-label' ] ||
		contentsTexts.yourCart();
	const defaultTitle =
		isLoading || load.failed
			? label
			: `${ label } ${ contentsTexts.itemsCounter( cart.itemsCount ) }`;
	// A template without a title block shows none over the products; the
	// dialog keeps its name.
	const hideTitle =
		! isLoading && cart.items.length > 0 && ! findBlockNode( tree.children, NAMES.TITLE );
	return (
		<Drawer
			isOpen={ isOpen }
			onClose={ onClose }
			className="wc-block-mini-cart__drawer"
			hideTitle={ hideTitle }
			title={
				<>
					{ titleBlocks > 0 ? null : defaultTitle }
					<span ref={ setSlotElement } className="wc-block-mini-cart__title-slot" />
				</>
			}
		>
			{ load.failed ? (
				<MiniCartLoadError retrying={ load.retrying } onRetry={ load.retry } />
			) : (
				<MiniCartTitleSlotContext.Provider value={ slot }>
					{ blocks }
				</MiniCartTitleSlotContext.Provider>
			) }
		</Drawer>
	);
}

/**
 * The drawer (spec 1 §2 and §4): a modal dialog named by its title "Your
 * cart (2 items)", with the focus inside and trapped while open; Escape, a
 * click on the overlay or the close button close it. Inside, the blocks of
 * the contents template (WooCommerce's `woocommerce/mini-cart-contents`:
 * the filled view with the title, the products table and the footer, or the
 * empty view), rendered from their markup as the Cart block's are, over the
 * cart of `wc/store/cart`, kept in step with the page's cart news while
 * mounted (also while closed). The title block is drawn into the drawer's
 * heading.
 *
 * @example
 * <MiniCartDrawer isOpen={ isOpen } onClose={ () => setIsOpen( false ) } initialCart={ getKnownCart() } />
 */
export function MiniCartDrawer( {
	isOpen,
	onClose,
	initialCart,
	contents = null,
}: MiniCartDrawerProps ) {
	const ready = useCartSync( initialCart );
	const tree = useMemo( () => readMiniCartContents( contents ), [ contents ] );
	const blocks = useMemo( () => {
		registerMiniCartContentsBlocks();
		return renderBlockTree( tree, { definition: MINI_CART_CONTENTS_DEFINITION } );
	}, [ tree ] );
	return ready ? (
		<DrawerWithCart isOpen={ isOpen } onClose={ onClose } tree={ tree } blocks={ blocks } />
	) : null;
}
