/** Tests of the ProductImage: thumbnail and full size, alt fallback, placeholder, hostile URLs, permalink. */

import { render, screen } from '@testing-library/react';

import { axe } from '@cesta/test-utils/dom';
import { fanItem } from '@cesta/test-utils/fixtures';

import { ProductImage } from '..';

describe( 'ProductImage', () => {
	it( 'given the fan image › shows its thumbnail with srcset, sizes, alt and lazy loading', async () => {
		const [ image ] = fanItem().images;
		const { container } = render( <ProductImage image={ image } /> );
		const img = screen.getByRole( 'img', { name: 'Ventilador de pie' } );
		expect( img ).toHaveAttribute( 'src', image!.thumbnail );
		expect( img ).toHaveAttribute( 'srcset', image!.srcset );
		expect( img ).toHaveAttribute( 'sizes', image!.sizes );
		expect( img ).toHaveAttribute( 'loading', 'lazy' );
		expect( img ).toHaveClass( 'wc-block-components-product-image' );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given size full › shows the full-size source', () => {
		const [ image ] = fanItem().images;
		render( <ProductImage image={ image } size="full" /> );
		expect( screen.getByRole( 'img' ) ).toHaveAttribute( 'src', image!.src );
	} );

	it( 'given an image without alt › uses the fallback (the product name), decoded', () => {
		render(
			<ProductImage image={ { src: '/a.png', alt: '' } } fallbackAlt="Camiseta &amp; gorra" />
		);
		expect( screen.getByRole( 'img', { name: 'Camiseta & gorra' } ) ).toBeInTheDocument();
	} );

	it( 'given no image › shows the store placeholder as decoration', async () => {
		const { container } = render( <ProductImage fallbackAlt="Ventilador" /> );
		const img = container.querySelector( 'img' )!;
		expect( img ).toHaveClass( 'wc-block-components-product-image--placeholder' );
		expect( img ).toHaveAttribute( 'alt', '' );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given hostile URLs › drops them and shows the placeholder', () => {
		const { container } = render(
			<ProductImage
				image={ { src: 'javascript:alert(1)', srcset: 'javascript:alert(1) 1x', alt: 'x' } }
			/>
		);
		const img = container.querySelector( 'img' )!;
		expect( img.getAttribute( 'src' ) ?? '' ).not.toMatch( /javascript/ );
		expect( img ).not.toHaveAttribute( 'srcset' );
	} );

	it( 'given a hostile srcset with a safe source › keeps the source and drops the srcset', () => {
		render(
			<ProductImage image={ { src: '/a.png', srcset: 'data:text/html,x 1x', alt: 'Fan' } } />
		);
		const img = screen.getByRole( 'img', { name: 'Fan' } );
		expect( img ).toHaveAttribute( 'src', '/a.png' );
		expect( img ).not.toHaveAttribute( 'srcset' );
	} );

	it( 'given a permalink › links the image outside the tab order', async () => {
		const [ image ] = fanItem().images;
		const { container } = render(
			<ProductImage image={ image } permalink="/producto/ventilador/" />
		);
		const link = screen.getByRole( 'link', { name: 'Ventilador de pie' } );
		expect( link ).toHaveAttribute( 'tabindex', '-1' );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given a permalink and only the placeholder › hides the nameless link from assistive technology', async () => {
		const { container } = render( <ProductImage permalink="/producto/ventilador/" /> );
		expect( container.querySelector( 'a' ) ).toHaveAttribute( 'aria-hidden', 'true' );
		expect( await axe( container ) ).toHaveNoViolations();
	} );
} );
