/**
 * With the es_ES catalogue loaded, the error panel speaks Spanish: its
 * strings are msgids of the catalogue, looked up when it renders.
 */
import { render, screen } from '@testing-library/react';
import { resetLocaleData } from '@wordpress/i18n';

import { loadTranslations } from '@cesta/i18n';
import { captureConsole } from '@cesta/test-utils/dom';

import { BlockErrorBoundary } from '..';

const Throws = (): null => {
	throw {};
};

beforeAll( () => {
	expect( loadTranslations( 'es_ES' ) ).toBe( true );
} );

afterAll( () => resetLocaleData( undefined, 'cesta' ) );

describe( 'given the Spanish shop (es_ES)', () => {
	it( 'shows a top-level block’s error panel in Spanish', () => {
		captureConsole();
		render(
			<BlockErrorBoundary showErrorMessage>
				<Throws />
			</BlockErrorBoundary>
		);
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'¡Vaya!Se ha producido un error al cargar el contenido.Error: El error no incluía ninguna descripción.'
		);
	} );

	it( 'names the inner block that failed in Spanish', () => {
		captureConsole();
		render(
			<BlockErrorBoundary blockName="acme/gift-note">
				<Throws />
			</BlockErrorBoundary>
		);
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'¡Vaya!Error inesperado en: acme/gift-note'
		);
	} );
} );
