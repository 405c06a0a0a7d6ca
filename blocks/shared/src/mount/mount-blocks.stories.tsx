/** Stories of mountBlocks: server markup of a registered block mounted by React. */

import { useEffect, useRef } from '@wordpress/element';
import type { ReactNode } from 'react';

import { registerBlockComponent } from '@cesta/registry';

import { isFrontendBlock, mountBlocks, registerFrontendBlock } from '..';
import type { TopLevelBlockProps } from '..';

const DEMO_BLOCK = 'storybook/demo-cart';

const DemoCart = ( { attributes, children }: TopLevelBlockProps ) => (
	<div className="wc-block-cart">
		<h2>{ String( attributes.heading ) }</h2>
		{ children }
	</div>
);

const Column = ( { className, children }: { className?: string; children?: ReactNode } ) => (
	<section className={ className }>{ children }</section>
);

const Line = ( { label, price }: { label?: string; price?: string } ) => (
	<p>
		{ label }: <strong>{ price }</strong>
	</p>
);

const Broken = (): null => {
	throw new Error( 'Este bloque de una extensión siempre falla.' );
};

// Stories modules may be evaluated again (hot reload); register once.
if ( ! isFrontendBlock( DEMO_BLOCK ) ) {
	registerFrontendBlock( {
		name: DEMO_BLOCK,
		component: DemoCart,
		attributes: { heading: { type: 'string', default: 'Carrito' } },
	} );
	registerBlockComponent( {
		blockName: 'storybook/column',
		component: Column,
		context: DEMO_BLOCK,
	} );
	registerBlockComponent( { blockName: 'storybook/line', component: Line, context: DEMO_BLOCK } );
	registerBlockComponent( {
		blockName: 'storybook/broken',
		component: Broken,
		context: DEMO_BLOCK,
	} );
}

const SERVER_MARKUP = `
<div data-block-name="${ DEMO_BLOCK }" data-heading="Tu carrito" class="wp-block-storybook-demo-cart is-loading">
	<div data-block-name="storybook/column" class="wp-block-storybook-column">
		<div data-block-name="storybook/line" data-label="Ventilador de pie" data-price="40,00 €"></div>
		<div data-block-name="storybook/line" data-label="Camiseta" data-price="18,00 €"></div>
		<p class="note">El texto del servidor entre bloques se conserva. <a href="javascript:alert(1)" onclick="alert(1)">Enlace hostil</a></p>
		<div data-block-name="storybook/broken"></div>
		<div data-block-name="storybook/unknown"><p>Un bloque sin registrar conserva su marcado.</p></div>
	</div>
</div>`;

/** A host page (its server's texts in Spanish): server markup, then `mountBlocks` on it. */
const HostPage = ( { markup }: { markup: string } ) => {
	const ref = useRef< HTMLDivElement >( null );
	useEffect( () => {
		const host = ref.current!;
		host.innerHTML = markup;
		const mounted = mountBlocks( host );
		// A React root must not be unmounted while another one is committing.
		return () => queueMicrotask( () => mounted.forEach( ( block ) => block.unmount() ) );
	}, [ markup ] );
	return <div ref={ ref } />;
};

export default {
	title: 'Blocks/Shared/mountBlocks',
	component: HostPage,
	args: { markup: SERVER_MARKUP },
};

export const ServerMarkupMounted = {};
