/*
 * What theme developers read in the block editor for the Product
 * Collection: the inspector controls, translated when shown.
 */
import { __ } from '@wordpress/i18n';

/**
 * Labels of the Product Collection's inspector controls.
 *
 * @example
 * productCollectionEditorLabels.columns(); // 'Columns'
 */
export const productCollectionEditorLabels = Object.freeze( {
	settings: (): string => __( 'Settings', 'cesta' ),
	collection: (): string => __( 'Collection', 'cesta' ),
	customCollection: (): string => __( 'Custom (the filters below)', 'cesta' ),
	layout: (): string => __( 'Layout', 'cesta' ),
	grid: (): string => __( 'Grid', 'cesta' ),
	list: (): string => __( 'List', 'cesta' ),
	columns: (): string => __( 'Columns', 'cesta' ),
	perPage: (): string => __( 'Products per page', 'cesta' ),
	orderBy: (): string => __( 'Order by', 'cesta' ),
	orderTitleAsc: (): string => __( 'Title, A to Z', 'cesta' ),
	orderTitleDesc: (): string => __( 'Title, Z to A', 'cesta' ),
	orderNewest: (): string => __( 'Newest first', 'cesta' ),
	orderPriceAsc: (): string => __( 'Price, low to high', 'cesta' ),
	orderPriceDesc: (): string => __( 'Price, high to low', 'cesta' ),
	orderPopularity: (): string => __( 'Best selling', 'cesta' ),
	orderRating: (): string => __( 'Top rated', 'cesta' ),
	onSale: (): string => __( 'Only products on sale', 'cesta' ),
	featured: (): string => __( 'Only featured products', 'cesta' ),
	inherit: (): string => __( 'Follow the page’s query', 'cesta' ),
	inheritHelp: (): string =>
		__( 'On shop, category and tag pages, list what the page lists.', 'cesta' ),
} );
