/** Stories of the Drawer: closed behind a button that opens it, and open. */

import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { Drawer } from '.';
import type { DrawerProps } from '.';

const WithOpener = ( props: DrawerProps ) => {
	const [ isOpen, setIsOpen ] = useState( props.isOpen );
	return (
		<>
			<button type="button" onClick={ () => setIsOpen( true ) }>
				{ __( 'View my cart', 'cesta' ) }
			</button>
			<Drawer { ...props } isOpen={ isOpen } onClose={ () => setIsOpen( false ) } />
		</>
	);
};

export default {
	title: 'Components/Drawer',
	component: Drawer,
	args: {
		isOpen: false,
		title: 'Your cart',
		onClose: () => undefined,
		children: <p>Ventilador de pie × 1</p>,
	},
};

export const Closed = {
	render: ( args: DrawerProps ) => <WithOpener { ...args } />,
};

export const Open = {
	args: { isOpen: true },
	render: ( args: DrawerProps ) => <WithOpener { ...args } />,
};
