/** Stories of the QuantitySelector: default, at the minimum, multiples of four, not editable. */

import { useState } from '@wordpress/element';

import { QuantitySelector } from '.';
import type { QuantitySelectorProps } from '.';

const Stateful = ( props: QuantitySelectorProps ) => {
	const [ quantity, setQuantity ] = useState( props.quantity );
	return <QuantitySelector { ...props } quantity={ quantity } onChange={ setQuantity } />;
};

export default {
	title: 'Components/QuantitySelector',
	component: QuantitySelector,
	args: { quantity: 2, itemName: 'Ventilador de pie', onChange: () => undefined },
};

export const Default = {
	render: ( args: QuantitySelectorProps ) => <Stateful { ...args } />,
};

export const AtMinimum = { args: { quantity: 1 } };

export const MultipleOfFour = {
	args: { quantity: 4, minimum: 4, maximum: 20, step: 4 },
	render: ( args: QuantitySelectorProps ) => <Stateful { ...args } />,
};

export const NotEditable = { args: { editable: false } };
