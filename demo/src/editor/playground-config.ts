/** What the editor page hands its script: the visitor's saved templates and where to send them. */

import { DEMO_PATHS } from '../constants';
import { EDITOR_PATHS, TEMPLATE_ROOT_BLOCKS } from './constants';
import type { TemplateKind } from './parse-template';

/**
 * The global (`window.cestaPlayground`) the editor page prints for its
 * script: each template's saved serialized blocks (null: the default), the
 * templates' endpoint and the shop page that shows each template.
 *
 * @example
 * const config: PlaygroundConfig = {
 * 	templates: { cart: null, checkout: '<!-- wp:woocommerce/checkout -->…', 'mini-cart': null },
 * 	endpoint: '/editor/plantillas/',
 * 	pages: { cart: '/carrito/', checkout: '/checkout/', 'mini-cart': '/tienda/' },
 * };
 */
export interface PlaygroundConfig {
	templates: Record< TemplateKind, string | null >;
	endpoint: string;
	pages: Record< TemplateKind, string >;
}

/**
 * The name of the global the editor page prints its config in.
 *
 * @example
 * ( window as unknown as Record< string, PlaygroundConfig > )[ PLAYGROUND_CONFIG_GLOBAL ];
 */
export const PLAYGROUND_CONFIG_GLOBAL = 'cestaPlayground';

/**
 * The playground's templates in the order its tabs show them.
 *
 * @example
 * TEMPLATE_KINDS[ 0 ]; // 'cart'
 */
export const TEMPLATE_KINDS = Object.keys( TEMPLATE_ROOT_BLOCKS ) as TemplateKind[];

/**
 * The config for a visitor, from their saved templates' content.
 *
 * @example
 * playgroundConfig( ( kind ) => templates.get( visitorId, kind )?.content ?? null );
 */
export const playgroundConfig = (
	savedContent: ( kind: TemplateKind ) => string | null
): PlaygroundConfig => ( {
	templates: Object.fromEntries(
		TEMPLATE_KINDS.map( ( kind ) => [ kind, savedContent( kind ) ] )
	) as PlaygroundConfig[ 'templates' ],
	endpoint: EDITOR_PATHS.templates,
	pages: { cart: DEMO_PATHS.cart, checkout: DEMO_PATHS.checkout, 'mini-cart': DEMO_PATHS.shop },
} );
