/**
 * The editor preview: the button with the sample cart's count and total,
 * look-only — no request, and the page's mounting leaves it alone.
 */
import { createPreviewCart } from '@cesta/mocks/preview';
import { adminBarShown, guardAgainstNetwork, renderInPreviewFrames } from '@cesta/test-utils';

import { mountMiniCarts } from '../button/mount';
import { renderMiniCartPreview } from '../editor';
import { badgeOf, buttonOf, recordingDrawerModule, setupShopSettings } from './helpers';

const network = guardAgainstNetwork();
setupShopSettings();

describe( 'given the editor preview', () => {
	it( 'shows the sample cart’s count and total, marked as a preview, with no request', () => {
		const container = document.createElement( 'div' );
		document.body.appendChild( container );
		renderMiniCartPreview( container, { hasHiddenPrice: false } );
		const wrapper = container.firstElementChild as HTMLElement;
		const sample = createPreviewCart();
		expect( badgeOf( wrapper ).text ).toBe( String( sample.items_count ) );
		expect( wrapper.querySelector( '.wc-block-mini-cart__amount' )?.textContent ).toMatch(
			/^€/
		);
		expect( wrapper.dataset.isPreview ).toBe( 'true' );
		expect( network.requests() ).toEqual( [] );
	} );

	it( 'is not enhanced by the page’s mounting, so a click opens nothing', () => {
		const container = document.createElement( 'div' );
		document.body.appendChild( container );
		renderMiniCartPreview( container );
		const drawer = recordingDrawerModule();
		expect( mountMiniCarts( document, { loadDrawer: drawer.load } ) ).toEqual( [] );
		buttonOf( container.firstElementChild as HTMLElement ).click();
		expect( drawer.loads() ).toBe( 0 );
	} );

	it( 'empties the container when removed, and refuses a container that is not an element', () => {
		const container = document.createElement( 'div' );
		const remove = renderMiniCartPreview( container );
		remove();
		expect( container.innerHTML ).toBe( '' );
		expect( () => renderMiniCartPreview( null as never ) ).toThrow( TypeError );
	} );
} );

describe( 'given the site editor’s template preview frame', () => {
	it( 'when the preview renders in it › the frame’s admin bar is hidden; in the page and in other frames it stays', () => {
		const inPage = document.body.appendChild( document.createElement( 'div' ) );
		const { preview, other } = renderInPreviewFrames( renderMiniCartPreview );
		renderMiniCartPreview( inPage );

		expect( adminBarShown( preview ) ).toBe( false );
		expect( adminBarShown( other ) ).toBe( true );
		expect( document.querySelector( 'style' ) ).toBeNull();
	} );
} );
