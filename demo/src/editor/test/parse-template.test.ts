/**
 * @jest-environment node
 *
 * Reading a saved template: one top-level block of the template's kind,
 * known blocks where their block.json allows them, typed attributes, HTML
 * within the allow-list, size limits — and a Spanish message for the first
 * problem found.
 */
import { loadShopTranslations } from '../../i18n';
import { templateBlockDefinitions } from '../block-definitions';
import type { BlockJson } from '../block-definitions';
import { MAX_TEMPLATE_BLOCKS, MAX_TEMPLATE_DEPTH, TEMPLATE_ROOT_BLOCKS } from '../constants';
import { parseTemplate } from '../parse-template';
import { renderTemplateBlock } from '../render-template';

const BLOCK_JSONS: BlockJson[] = [
	{
		name: 'woocommerce/checkout',
		attributes: { showFormStepNumbers: { type: 'boolean', default: false } },
		supports: { align: [ 'wide' ] },
	},
	{ name: 'woocommerce/checkout-fields-block', parent: [ 'woocommerce/checkout' ] },
	{
		name: 'woocommerce/checkout-terms-block',
		parent: [ 'woocommerce/checkout-fields-block' ],
		attributes: {
			checkbox: { type: 'boolean', default: false },
			text: { type: 'string', default: '' },
		},
	},
	{
		name: 'woocommerce/checkout-order-note-block',
		ancestor: [ 'woocommerce/checkout' ],
		attributes: { columns: { type: 'integer', enum: [ 1, 2 ] } },
		supports: { customClassName: false },
	},
	// Stands on its own: not template content.
	{ name: 'woocommerce/mini-cart', attributes: {} },
	{
		name: 'core/paragraph',
		attributes: {
			align: { type: 'string' },
			content: { type: 'string', source: 'html', selector: 'p', default: '' },
		},
		supports: { className: false, html: false },
	},
];

const definitions = templateBlockDefinitions( BLOCK_JSONS, Object.values( TEMPLATE_ROOT_BLOCKS ) );

const wrapper = ( name: string, data = '', inner = '' ) =>
	`<div data-block-name="${ name }"${ data } class="wp-block-${ name.replace(
		'/',
		'-'
	) }">${ inner }</div>`;

const terms = ( attributes = '', data = '' ) =>
	`<!-- wp:woocommerce/checkout-terms-block ${ attributes } -->${ wrapper(
		'woocommerce/checkout-terms-block',
		data
	) }<!-- /wp:woocommerce/checkout-terms-block -->`;

const checkout = ( fieldsContent: string, rootAttributes = '' ) =>
	`<!-- wp:woocommerce/checkout ${ rootAttributes } --><div data-block-name="woocommerce/checkout" class="wp-block-woocommerce-checkout alignwide wc-block-checkout is-loading"><!-- wp:woocommerce/checkout-fields-block --><div data-block-name="woocommerce/checkout-fields-block" class="wp-block-woocommerce-checkout-fields-block">${ fieldsContent }</div><!-- /wp:woocommerce/checkout-fields-block --></div><!-- /wp:woocommerce/checkout -->`;

const refusal = ( content: string ) => {
	const result = parseTemplate( 'checkout', content, definitions );
	return result.ok ? 'accepted' : result.message;
};

beforeAll( () => {
	loadShopTranslations();
} );

describe( 'parseTemplate', () => {
	it( 'given a checkout template with typed attributes › accepts it and prints its HTML without the block comments', () => {
		const content = `\n\n${ checkout(
			terms( '{"checkbox":true,"text":"Acepto"}', ' data-checkbox="true"' ),
			'{"showFormStepNumbers":true,"align":"wide","className":"mi-tema"}'
		) }\n`;
		const result = parseTemplate( 'checkout', content, definitions );

		expect( result.ok ).toBe( true );
		if ( ! result.ok ) {
			return;
		}
		expect( result.template.content ).toBe( content );
		expect( result.template.root.innerBlocks[ 0 ]!.innerBlocks[ 0 ]!.attributes ).toEqual( {
			checkbox: true,
			text: 'Acepto',
		} );
		expect( renderTemplateBlock( result.template.root ) ).toBe(
			'<div data-block-name="woocommerce/checkout" class="wp-block-woocommerce-checkout alignwide wc-block-checkout is-loading"><div data-block-name="woocommerce/checkout-fields-block" class="wp-block-woocommerce-checkout-fields-block"><div data-block-name="woocommerce/checkout-terms-block" data-checkbox="true" class="wp-block-woocommerce-checkout-terms-block"></div></div></div>'
		);
	} );

	it( 'given a core paragraph inside a block › accepts it with its HTML, but not its content as a comment attribute', () => {
		const paragraph = ( attributes: string ) =>
			`<!-- wp:paragraph ${ attributes } --><p class="has-text-align-center"><strong>Hola</strong> <a href="/tienda/">tienda</a></p><!-- /wp:paragraph -->`;

		expect( refusal( checkout( paragraph( '{"align":"center"}' ) ) ) ).toBe( 'accepted' );
		expect( refusal( checkout( paragraph( '{"content":"<b>x</b>"}' ) ) ) ).toBe(
			'El atributo content del bloque core/paragraph tiene un valor que no admite.'
		);
	} );

	it( 'given blocks in another order › keeps that order', () => {
		const note =
			'<!-- wp:woocommerce/checkout-order-note-block {"columns":2,"lock":{"remove":false}} --><div data-block-name="woocommerce/checkout-order-note-block"></div><!-- /wp:woocommerce/checkout-order-note-block -->';
		const result = parseTemplate( 'checkout', checkout( note + terms() ), definitions );

		expect( result.ok && renderTemplateBlock( result.template.root ) ).toMatch(
			/checkout-order-note-block.*checkout-terms-block/
		);
	} );

	it.each( [
		[
			'an empty template',
			'   ',
			'La plantilla debe ser un único bloque woocommerce/checkout',
		],
		[
			'another template’s block',
			'<!-- wp:woocommerce/cart /-->',
			'La plantilla debe ser un único bloque woocommerce/checkout',
		],
		[
			'two top-level blocks',
			checkout( '' ) + checkout( '' ),
			'La plantilla debe ser un único bloque woocommerce/checkout',
		],
		[
			'HTML outside the blocks',
			`<p>hola</p>${ checkout( '' ) }`,
			'no está dentro de un bloque',
		],
		[
			'an unknown block',
			checkout( '<!-- wp:acme/banner /-->' ),
			'El bloque acme/banner no se puede usar en esta plantilla.',
		],
		[
			'a block that stands on its own',
			checkout( '<!-- wp:woocommerce/mini-cart /-->' ),
			'El bloque woocommerce/mini-cart no se puede usar en esta plantilla.',
		],
		[
			'a block outside its parent',
			checkout( '' ).replace(
				'<!-- wp:woocommerce/checkout-fields-block -->',
				`${ terms() }<!-- wp:woocommerce/checkout-fields-block -->`
			),
			'El bloque woocommerce/checkout-terms-block no se puede colocar dentro de woocommerce/checkout.',
		],
		[
			'the top-level block nested',
			checkout( '<!-- wp:woocommerce/checkout /-->' ),
			'El bloque woocommerce/checkout no se puede colocar dentro de woocommerce/checkout-fields-block.',
		],
		[
			'an unknown attribute',
			checkout( terms( '{"onclick":"alert(1)"}' ) ),
			'El bloque woocommerce/checkout-terms-block no tiene el atributo onclick.',
		],
		[
			'a class name on a block without custom classes',
			checkout( '<!-- wp:woocommerce/checkout-order-note-block {"className":"x"} /-->' ),
			'El bloque woocommerce/checkout-order-note-block no tiene el atributo className.',
		],
		[
			'an attribute of the wrong type',
			checkout( terms( '{"checkbox":"yes"}' ) ),
			'El atributo checkbox del bloque woocommerce/checkout-terms-block debe ser de tipo boolean.',
		],
		[
			'a value outside the enum',
			checkout( '<!-- wp:woocommerce/checkout-order-note-block {"columns":3} /-->' ),
			'El atributo columns del bloque woocommerce/checkout-order-note-block tiene un valor que no admite.',
		],
		[
			'a script in a block’s HTML',
			checkout( terms( '', '><script>alert(1)</script><i' ) ),
			'El HTML del bloque woocommerce/checkout-terms-block tiene marcado no permitido: <script>alert(1)</script>',
		],
	] )( 'given %s › refuses it and says why', ( _case, content, message ) => {
		expect( refusal( content ) ).toContain( message );
	} );

	it( 'given more blocks than the limit › refuses it', () => {
		const many = terms().repeat( MAX_TEMPLATE_BLOCKS );

		expect( refusal( checkout( many ) ) ).toBe(
			`La plantilla tiene más de ${ MAX_TEMPLATE_BLOCKS } bloques.`
		);
	} );

	it( 'given blocks nested past the limit › refuses it', () => {
		const note = ( inner: string ) =>
			`<!-- wp:woocommerce/checkout-order-note-block -->${ inner }<!-- /wp:woocommerce/checkout-order-note-block -->`;
		let nested = '';
		for ( let level = 0; level < MAX_TEMPLATE_DEPTH; level++ ) {
			nested = note( nested );
		}

		expect( refusal( checkout( nested ) ) ).toBe(
			`La plantilla anida bloques a más de ${ MAX_TEMPLATE_DEPTH } niveles.`
		);
	} );
} );
