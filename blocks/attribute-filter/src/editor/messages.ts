/*
 * What theme developers read in the block editor for the Attribute Filter:
 * the inspector controls, translated when shown.
 */
import { __ } from '@wordpress/i18n';

/**
 * Labels of the Attribute Filter's inspector controls.
 *
 * @example
 * attributeFilterEditorLabels.queryType(); // 'Show products with'
 */
export const attributeFilterEditorLabels = Object.freeze( {
	settings: (): string => __( 'Settings', 'cesta' ),
	attributeId: (): string => __( 'Attribute ID', 'cesta' ),
	attributeIdHelp: (): string =>
		__( 'The product attribute to filter by. The preview shows sample terms.', 'cesta' ),
	heading: (): string => __( 'Heading', 'cesta' ),
	headingLevel: (): string => __( 'Heading level', 'cesta' ),
	queryType: (): string => __( 'Show products with', 'cesta' ),
	queryTypeOr: (): string => __( 'Any of the chosen terms', 'cesta' ),
	queryTypeAnd: (): string => __( 'All of the chosen terms', 'cesta' ),
	showCounts: (): string => __( 'Show product counts', 'cesta' ),
} );
