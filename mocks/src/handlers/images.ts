/** Serves the SVG placeholder for an uploads image file name. */

import type { Engine } from '../engine/engine';
import { placeholderSvg } from '../fixtures/images';

/**
 * The SVG for an uploads file name (`{file}.svg` or `{file}-{w}x{h}.svg`):
 * the product image's placeholder at that size, a neutral one for avatars,
 * null for unknown names.
 *
 * @example
 * serveImage( engine, 'ventilador-de-pie-300x300.svg' )?.startsWith( '<svg' ); // true
 */
export function serveImage( engine: Engine, fileName: string ): string | null {
	const match = /^(.+?)(?:-(\d+)x\d+)?\.svg$/.exec( fileName );
	if ( ! match ) {
		return null;
	}
	const [ , file, size ] = match;
	const pixels = Math.min( Number( size ?? 800 ), 2000 );
	if ( file.startsWith( 'avatar-' ) ) {
		return placeholderSvg( '', '#b2bec3', pixels );
	}
	const images = engine.deps.catalogue
		.all()
		.flatMap( ( product ) => [ product.image, ...( product.gallery ?? [] ) ] );
	const image = images.find( ( candidate ) => candidate.file === file );
	return image ? placeholderSvg( image.name, image.colour, pixels ) : null;
}
