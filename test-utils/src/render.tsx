/**
 * Rendering inside a given registry, as a block's `RegistryProvider` does.
 */
import type { ReactElement, ReactNode } from 'react';
import { render, renderHook } from '@testing-library/react';
import { RegistryProvider } from '@wordpress/data';
import type { DataRegistry } from '@wordpress/data';

const providerOf =
	( registry: DataRegistry ) =>
	( { children }: { children: ReactNode } ) => (
		<RegistryProvider value={ registry }>{ children }</RegistryProvider>
	);

/**
 * Renders `ui` inside a `RegistryProvider` for `registry`.
 *
 * @example
 * renderInStores( createTestRegistry(), <PaymentMethods /> );
 */
export function renderInStores( registry: DataRegistry, ui: ReactElement ) {
	return render( ui, { wrapper: providerOf( registry ) } );
}

/**
 * Renders a hook inside a `RegistryProvider` for `registry`.
 *
 * @example
 * const { result } = renderWithRegistry( registry, () => useValidation() );
 */
export function renderWithRegistry< T >( registry: DataRegistry, hook: () => T ) {
	return renderHook( hook, { wrapper: providerOf( registry ) } );
}
