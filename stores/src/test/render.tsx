import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { RegistryProvider } from '@wordpress/data';
import type { DataRegistry } from '@wordpress/data';

/**
 * Renders a hook inside a `RegistryProvider` for `registry`.
 *
 * @example
 * const { result } = renderWithRegistry( registry, () => useValidation() );
 */
export function renderWithRegistry< T >( registry: DataRegistry, hook: () => T ) {
	const wrapper = ( { children }: { children: ReactNode } ) => (
		<RegistryProvider value={ registry }>{ children }</RegistryProvider>
	);
	return renderHook( hook, { wrapper } );
}
