/** The Mini-Cart's slide-in drawer: a modal dialog titled with the items counter, around the cart. */
import { Drawer } from '@cesta/components';
import type { CartResponse } from '@cesta/types';

import { MiniCartContents, useMiniCartData } from './mini-cart-contents';
import { drawerTexts } from './messages';
import { useCartSync } from './use-cart-sync';
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
}

function DrawerWithCart( { isOpen, onClose }: Omit< MiniCartDrawerProps, 'initialCart' > ) {
	const { cart, isLoading } = useMiniCartData();
	return (
		<Drawer
			isOpen={ isOpen }
			onClose={ onClose }
			className="wc-block-mini-cart__drawer"
			title={
				isLoading ? drawerTexts.title() : drawerTexts.titleWithCount( cart.itemsCount )
			}
		>
			<MiniCartContents cart={ cart } isLoading={ isLoading } />
		</Drawer>
	);
}

/**
 * The drawer (spec 1 §2 and §4): a modal dialog named by its title "Your
 * cart (2 items)", with the focus inside and trapped while open; Escape, a
 * click on the overlay or the close button close it. Inside, the cart of
 * `wc/store/cart` (see `MiniCartContents`), kept in step with the page's
 * cart news while mounted (also while closed).
 *
 * @example
 * <MiniCartDrawer isOpen={ isOpen } onClose={ () => setIsOpen( false ) } initialCart={ getKnownCart() } />
 */
export function MiniCartDrawer( { isOpen, onClose, initialCart }: MiniCartDrawerProps ) {
	const ready = useCartSync( initialCart );
	return ready ? <DrawerWithCart isOpen={ isOpen } onClose={ onClose } /> : null;
}
