/** Tests of registerPlugin and PluginArea: scopes, late and removed plugins, crashes, WordPress's registry. */

import { act, render, screen } from '@testing-library/react';
import { createHooks } from '@wordpress/hooks';
import type { ReactNode } from 'react';

import {
	CHECKOUT_PLUGIN_SCOPE,
	ExperimentalOrderMeta,
	getPlugin,
	getPlugins,
	PluginArea,
	registerPlugin,
	resolvePluginsApi,
	SlotFillProvider,
	unregisterPlugin,
	cestaPluginsApi,
} from '..';
import type { Plugin, PluginSettings, PluginsApi } from '..';

const registered: string[] = [];
const register = ( name: string, settings: PluginSettings ) => {
	const result = registerPlugin( name, settings );
	if ( result ) {
		registered.push( name );
	}
	return result;
};
afterEach( () => {
	registered.splice( 0 ).forEach( ( name ) => {
		if ( getPlugin( name ) ) {
			unregisterPlugin( name );
		}
	} );
	delete window.wp;
} );

const GiftNote = () => (
	<ExperimentalOrderMeta>
		<p>Añadir una nota de regalo</p>
	</ExperimentalOrderMeta>
);

const Checkout = () => (
	<SlotFillProvider>
		<PluginArea scope={ CHECKOUT_PLUGIN_SCOPE } />
		<div data-testid="totals">
			<ExperimentalOrderMeta.Slot
				cart={ {} }
				extensions={ {} }
				context="woocommerce/checkout"
			/>
		</div>
	</SlotFillProvider>
);

describe( 'registerPlugin and PluginArea (wp.plugins compatible)', () => {
	it( 'given a plugin of the checkout scope › its fills show in the checkout’s slots', () => {
		register( 'gift-note', { render: GiftNote, scope: 'woocommerce-checkout' } );
		render( <Checkout /> );
		expect( screen.getByTestId( 'totals' ) ).toHaveTextContent( 'Añadir una nota de regalo' );
	} );

	it( 'given a plugin registered after the checkout rendered › its fills appear', () => {
		render( <Checkout /> );
		expect( screen.getByTestId( 'totals' ) ).toBeEmptyDOMElement();
		act( () => {
			register( 'late-note', { render: GiftNote, scope: CHECKOUT_PLUGIN_SCOPE } );
		} );
		expect( screen.getByTestId( 'totals' ) ).toHaveTextContent( 'Añadir una nota de regalo' );
	} );

	it( 'given a plugin unregistered › its fills go away', () => {
		register( 'gift-note', { render: GiftNote, scope: CHECKOUT_PLUGIN_SCOPE } );
		render( <Checkout /> );
		act( () => {
			unregisterPlugin( 'gift-note' );
		} );
		expect( screen.getByTestId( 'totals' ) ).toBeEmptyDOMElement();
	} );

	it( 'given plugins of another scope › leaves them out', () => {
		register( 'editor-only', { render: GiftNote, scope: 'woocommerce-admin' } );
		register( 'checkout-one', { render: GiftNote, scope: CHECKOUT_PLUGIN_SCOPE } );
		expect(
			getPlugins( CHECKOUT_PLUGIN_SCOPE ).map( ( plugin: Plugin ) => plugin.name )
		).toEqual( [ 'checkout-one' ] );
		expect( getPlugins().map( ( plugin: Plugin ) => plugin.name ) ).toEqual( [] );
	} );

	it( 'given a plugin whose render crashes › it renders nothing and the others still work', () => {
		jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
		const Broken = (): ReactNode => {
			throw new Error( 'Plugin roto' );
		};
		register( 'broken-plugin', { render: Broken, scope: CHECKOUT_PLUGIN_SCOPE } );
		register( 'gift-note', { render: GiftNote, scope: CHECKOUT_PLUGIN_SCOPE } );
		render( <Checkout /> );
		expect( screen.getByTestId( 'totals' ) ).toHaveTextContent( 'Añadir una nota de regalo' );
	} );

	it.each( [
		[ 'My Plugin', 'a string ("My Plugin")' ],
		[ '1-plugin', 'a string ("1-plugin")' ],
		[ 42, 'a number (42)' ],
	] )(
		'given the name %p › logs WordPress’s naming rule and registers nothing',
		( name, described ) => {
			const error = jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
			expect( registerPlugin( name as string, { render: GiftNote } ) ).toBeNull();
			expect( error ).toHaveBeenCalledWith(
				`Plugin names must be strings of lowercase letters, digits and dashes starting with a letter, received ${ described }.`
			);
			expect( getPlugins() ).toEqual( [] );
		}
	);

	it( 'given settings without render › logs it and registers nothing', () => {
		const error = jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
		expect( registerPlugin( 'no-render', {} as PluginSettings ) ).toBeNull();
		expect( error ).toHaveBeenCalledWith(
			'The "render" property of the plugin "no-render" must be a function component.'
		);
		expect( getPlugin( 'no-render' ) ).toBeUndefined();
	} );

	it( 'given a name registered twice › logs it and keeps the first registration', () => {
		const error = jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
		const first = () => null;
		register( 'gift-note', { render: first, scope: CHECKOUT_PLUGIN_SCOPE } );
		expect( registerPlugin( 'gift-note', { render: GiftNote } ) ).toBeNull();
		expect( error ).toHaveBeenCalledWith(
			'The plugin "gift-note" is already registered; this registration is ignored.'
		);
		expect( getPlugin( 'gift-note' )?.render ).toBe( first );
	} );

	it( 'given an unknown name to unregister › logs it and returns undefined', () => {
		const error = jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
		expect( unregisterPlugin( 'nobody' ) ).toBeUndefined();
		expect( error ).toHaveBeenCalledWith(
			'The plugin "nobody" cannot be unregistered: it is not registered.'
		);
	} );
} );

describe( 'PluginArea on a WordPress page', () => {
	/** A stand-in for WordPress's `@wordpress/plugins`, announcing changes through hooks as it does. */
	function wordPressPlugins( hooks: ReturnType< typeof createHooks > ): PluginsApi {
		const plugins: Record< string, Plugin > = {};
		return {
			registerPlugin: ( name, settings ) => {
				plugins[ name ] = { ...settings, name };
				hooks.doAction( 'plugins.pluginRegistered', settings, name );
				return settings;
			},
			unregisterPlugin: ( name ) => {
				const plugin = plugins[ name ];
				delete plugins[ name ];
				hooks.doAction( 'plugins.pluginUnregistered', plugin, name );
				return plugin;
			},
			getPlugin: ( name ) => plugins[ name ],
			getPlugins: ( scope ) =>
				Object.values( plugins ).filter( ( plugin ) => plugin.scope === scope ),
		};
	}

	it( 'given window.wp.plugins › uses WordPress’s registry and follows its registrations', () => {
		const hooks = createHooks();
		const wordPress = wordPressPlugins( hooks );
		window.wp = { plugins: wordPress, hooks };
		expect( resolvePluginsApi() ).toBe( wordPress );
		render( <Checkout /> );
		act( () => {
			wordPress.registerPlugin( 'wp-gift-note', {
				render: GiftNote,
				scope: CHECKOUT_PLUGIN_SCOPE,
			} );
		} );
		expect( screen.getByTestId( 'totals' ) ).toHaveTextContent( 'Añadir una nota de regalo' );
		act( () => {
			wordPress.unregisterPlugin( 'wp-gift-note' );
		} );
		expect( screen.getByTestId( 'totals' ) ).toBeEmptyDOMElement();
	} );

	it( 'given no window.wp.plugins › uses Cesta’s own registry', () => {
		expect( resolvePluginsApi() ).toBe( cestaPluginsApi );
	} );
} );
