/**
 * Type tests, checked by `tsc -p tsconfig.json` (never run): what payment
 * plugins and blocks write against this package compiles, and a props object
 * or argument missing a required property does not.
 */
import type { ReactElement } from 'react';

import {
	buildPaymentMethodInterface,
	createSlotFill,
	ExpressPaymentMethods,
	extensionCartUpdate,
	PaymentMethods,
	registerPlugin,
	usePaymentMethodInterface,
} from '..';
import type {
	ExpressPaymentMethodInterface,
	PaymentMethodInterface,
	PaymentMethodInterfaceInput,
	SavedTokenComponentProps,
} from '..';

declare const props: PaymentMethodInterface;
declare const input: PaymentMethodInterfaceInput;

export function whatPluginsWrite(): ReactElement {
	const { eventRegistration, emitResponse, billing, components } = props;
	eventRegistration.onPaymentSetup( async () => ( {
		type: emitResponse.responseTypes.SUCCESS,
		meta: { paymentMethodData: { card_token: 'tok_visa' } },
	} ) );
	const total: number = billing.cartTotal.value;
	void total;
	return <components.PaymentMethodLabel text="Tarjeta" icon="card" />;
}

export function expressPropsAddTheHandlers( express: ExpressPaymentMethodInterface ): void {
	express.onClick();
	express.onError( 'Cancelado' );
	const height: number | undefined = express.buttonAttributes?.height;
	void height;
	// @ts-expect-error The regular interface has no express handlers.
	props.onClick();
}

export function savedTokenPropsCarryTheToken( saved: SavedTokenComponentProps ): string {
	return saved.token;
}

export function componentsHaveNoCheckboxControl(): void {
	// @ts-expect-error CheckboxControl is not among the components (import it instead).
	void props.components.CheckboxControl;
}

export function deprecatedStatusIsReadOnly(): void {
	// @ts-expect-error The deprecated paymentStatus flags are read-only getters.
	props.paymentStatus.isPristine = true;
}

export function anInterfaceMissingAMemberDoesNotCompile(): PaymentMethodInterface {
	const { billing: _billing, ...rest } = props;
	// @ts-expect-error billing is required.
	return rest;
}

export function theBuilderNeedsEveryPart(): void {
	buildPaymentMethodInterface( input );
	const { actions: _actions, ...withoutActions } = input;
	// @ts-expect-error actions are required.
	buildPaymentMethodInterface( withoutActions );
}

export function useWhatBlocksWrite(): void {
	const fromHook: PaymentMethodInterface = usePaymentMethodInterface();
	void fromHook;
	void extensionCartUpdate( { namespace: 'cesta-gift-wrap', data: { enabled: true } } );
	// @ts-expect-error namespace is required.
	void extensionCartUpdate( { data: {} } );
	registerPlugin( 'gift-note', { render: () => null, scope: 'woocommerce-checkout' } );
	// @ts-expect-error render is required.
	registerPlugin( 'gift-note', { scope: 'woocommerce-checkout' } );
	createSlotFill( 'mySlot' );
	// @ts-expect-error Slot names are strings.
	createSlotFill( 42 );
}

export function areaProps(): ReactElement {
	return (
		<>
			<PaymentMethods isEditor={ false } />
			<ExpressPaymentMethods context="cart" buttonAttributes={ { height: 40 } } />
			{ /* @ts-expect-error The express area is for the checkout or the cart. */ }
			<ExpressPaymentMethods context="mini-cart" />
		</>
	);
}
