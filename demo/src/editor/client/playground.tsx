/** The playground: a tab per template, its editor, and the buttons that save it to the shop or bring back its default. */

import { getBlockType, serialize } from '@wordpress/blocks';
import type { Block } from '@wordpress/blocks';
import { useState } from '@wordpress/element';
import type { KeyboardEvent } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { TEMPLATE_ROOT_BLOCKS } from '../constants';
import type { PlaygroundConfig } from '../playground-config';
import { TEMPLATE_KINDS } from '../playground-config';
import type { TemplateKind } from '../parse-template';
import { defaultTemplateBlocks, initialTemplateBlocks } from './template-blocks';
import { TemplateEditor } from './template-editor';
import { resetTemplate, saveTemplate } from './templates-api';

/**
 * Props of {@link Playground}.
 *
 * @example
 * const props: PlaygroundProps = { config: readPlaygroundConfig() };
 */
export interface PlaygroundProps {
	/** The visitor's saved templates and the endpoints, as the page printed them. */
	config: PlaygroundConfig;
}

type Status = { kind: 'idle' | 'busy' } | { kind: 'done' | 'failed'; message: string };

const templateTitle = ( kind: TemplateKind ): string =>
	( {
		cart: __( 'Cart', 'cesta' ),
		checkout: __( 'Checkout', 'cesta' ),
		'mini-cart': __( 'Mini-Cart', 'cesta' ),
	} )[ kind ];

/**
 * The playground: tabs to choose the template (Carrito, Finalizar compra,
 * Minicarrito), the chosen template in the block editor, «Guardar» (the
 * server keeps it for this visitor and the shop prints it) and
 * «Restablecer» (back to WooCommerce's default), and what came of the last
 * one, announced.
 *
 * @example
 * createRoot( element ).render( <Playground config={ readPlaygroundConfig() } /> );
 */
export function Playground( { config }: PlaygroundProps ) {
	// Only the templates whose blocks the editor knows.
	const [ kinds ] = useState( () =>
		TEMPLATE_KINDS.filter( ( kind ) => getBlockType( TEMPLATE_ROOT_BLOCKS[ kind ] ) )
	);
	const [ current, setCurrent ] = useState< TemplateKind >( kinds[ 0 ] ?? 'cart' );
	// Each template's blocks, made when its tab is first chosen.
	const [ blocks, setBlocks ] = useState< Partial< Record< TemplateKind, Block[] > > >( () =>
		kinds[ 0 ]
			? {
					[ kinds[ 0 ] ]: initialTemplateBlocks(
						kinds[ 0 ],
						config.templates[ kinds[ 0 ] ]
					),
				}
			: {}
	);
	// A reset starts the editor afresh, so the default template fills in again.
	const [ generation, setGeneration ] = useState( 0 );
	const [ status, setStatus ] = useState< Status >( { kind: 'idle' } );
	const currentBlocks = blocks[ current ] ?? [];

	const choose = ( kind: TemplateKind ) => {
		setCurrent( kind );
		setBlocks( ( all ) =>
			all[ kind ]
				? all
				: { ...all, [ kind ]: initialTemplateBlocks( kind, config.templates[ kind ] ) }
		);
		setStatus( { kind: 'idle' } );
	};
	// Arrow keys, Home and End move between the tabs (WAI-ARIA tabs pattern).
	const onTabKeyDown = ( event: KeyboardEvent< HTMLElement > ) => {
		const index = kinds.indexOf( current );
		const next = {
			ArrowRight: ( index + 1 ) % kinds.length,
			ArrowLeft: ( index + kinds.length - 1 ) % kinds.length,
			Home: 0,
			End: kinds.length - 1,
		}[ event.key ];
		if ( next === undefined ) {
			return;
		}
		event.preventDefault();
		choose( kinds[ next ]! );
		event.currentTarget.parentElement
			?.querySelector< HTMLElement >( `#cesta-playground-tab-${ kinds[ next ] }` )
			?.focus();
	};
	const save = async () => {
		setStatus( { kind: 'busy' } );
		const outcome = await saveTemplate( config.endpoint, current, serialize( currentBlocks ) );
		setStatus(
			outcome.ok
				? {
						kind: 'done',
						message: sprintf(
							/* translators: %s: a template's name, e.g. Finalizar compra. */
							__( 'Template “%s” saved.', 'cesta' ),
							templateTitle( current )
						),
					}
				: { kind: 'failed', message: outcome.message }
		);
	};
	const reset = async () => {
		setStatus( { kind: 'busy' } );
		const outcome = await resetTemplate( config.endpoint, current );
		if ( outcome.ok ) {
			setBlocks( ( all ) => ( { ...all, [ current ]: defaultTemplateBlocks( current ) } ) );
			setGeneration( ( value ) => value + 1 );
		}
		setStatus(
			outcome.ok
				? {
						kind: 'done',
						message: sprintf(
							/* translators: %s: a template's name, e.g. Finalizar compra. */
							__( 'Template “%s” reset to the default.', 'cesta' ),
							templateTitle( current )
						),
					}
				: { kind: 'failed', message: outcome.message }
		);
	};

	return (
		<div className="cesta-playground__frame">
			<div className="cesta-playground__header">
				<div role="tablist" aria-label={ __( 'Templates', 'cesta' ) }>
					{ kinds.map( ( kind ) => (
						<button
							key={ kind }
							type="button"
							role="tab"
							id={ `cesta-playground-tab-${ kind }` }
							aria-controls="cesta-playground-panel"
							aria-selected={ kind === current }
							tabIndex={ kind === current ? 0 : -1 }
							onClick={ () => choose( kind ) }
							onKeyDown={ onTabKeyDown }
						>
							{ templateTitle( kind ) }
						</button>
					) ) }
				</div>
				<div className="cesta-playground__actions">
					<button
						type="button"
						className="demo-button"
						onClick={ save }
						disabled={ status.kind === 'busy' }
					>
						{ __( 'Save', 'cesta' ) }
					</button>
					<button
						type="button"
						className="cesta-playground__secondary"
						onClick={ reset }
						disabled={ status.kind === 'busy' }
					>
						{ __( 'Reset', 'cesta' ) }
					</button>
					<a href={ config.pages[ current ] }>
						{ sprintf(
							/* translators: %s: a template's name, e.g. Finalizar compra. */
							__( 'See “%s” in the shop', 'cesta' ),
							templateTitle( current )
						) }
					</a>
				</div>
			</div>
			<p role="status" className="cesta-playground__status">
				{ status.kind === 'done' ? status.message : '' }
			</p>
			<p role="alert" className="cesta-playground__error">
				{ status.kind === 'failed' ? status.message : '' }
			</p>
			<div
				role="tabpanel"
				id="cesta-playground-panel"
				aria-labelledby={ `cesta-playground-tab-${ current }` }
			>
				<TemplateEditor
					key={ `${ current }-${ generation }` }
					blocks={ currentBlocks }
					onChange={ ( changed ) =>
						setBlocks( ( all ) => ( { ...all, [ current ]: changed } ) )
					}
				/>
			</div>
		</div>
	);
}
