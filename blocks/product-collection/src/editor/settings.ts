/** The Product Collection's settings as the inspector shows them: flat values over its nested `query` and `displayLayout`. */
import type { ProductCollectionAttributes } from '../query/types';

/**
 * The settings a theme developer sets, one value each.
 *
 * @example
 * const settings: ProductCollectionSettings = { collection: '', layout: 'flex', columns: 3, perPage: 9, order: 'title/asc', onSale: false, featured: false, inherit: false };
 */
export interface ProductCollectionSettings {
	collection: string;
	layout: 'flex' | 'list';
	columns: number;
	perPage: number;
	/** `orderBy/order`, e.g. `price/desc`. */
	order: string;
	onSale: boolean;
	featured: boolean;
	inherit: boolean;
}

/**
 * The inspector's flat settings of a block's attributes (defaults filled by
 * the editor from the block.json).
 *
 * @example
 * settingsOf( { displayLayout: { type: 'list' } } ).layout; // 'list'
 */
export function settingsOf( attributes: ProductCollectionAttributes ): ProductCollectionSettings {
	const query = attributes.query ?? {};
	const layout = attributes.displayLayout ?? {};
	return {
		collection: attributes.collection ?? '',
		layout: layout.type === 'list' ? 'list' : 'flex',
		columns: layout.columns ?? 3,
		perPage: query.perPage ?? 9,
		order: `${ query.orderBy ?? 'title' }/${ query.order ?? 'asc' }`,
		onSale: query.woocommerceOnSale === true,
		featured: query.featured === true,
		inherit: query.inherit === true,
	};
}

/**
 * The attributes that set some settings, the others kept.
 *
 * @example
 * setAttributes( attributesFor( attributes, { columns: 4 } ) ); // { displayLayout: { …, columns: 4 } }
 */
export function attributesFor(
	attributes: ProductCollectionAttributes,
	next: Partial< ProductCollectionSettings >
): Partial< ProductCollectionAttributes > {
	const query = { ...attributes.query };
	const displayLayout = { ...attributes.displayLayout };
	const changes: Partial< ProductCollectionAttributes > = {};
	if ( next.collection !== undefined ) {
		changes.collection = next.collection || undefined;
	}
	if ( next.layout !== undefined ) {
		displayLayout.type = next.layout;
	}
	if ( next.columns !== undefined ) {
		displayLayout.columns = next.columns;
	}
	if ( next.perPage !== undefined ) {
		query.perPage = next.perPage;
	}
	if ( next.order !== undefined ) {
		const [ orderBy, order ] = next.order.split( '/' );
		query.orderBy = orderBy;
		query.order = order === 'desc' ? 'desc' : 'asc';
	}
	if ( next.onSale !== undefined ) {
		query.woocommerceOnSale = next.onSale;
	}
	if ( next.featured !== undefined ) {
		query.featured = next.featured;
	}
	if ( next.inherit !== undefined ) {
		query.inherit = next.inherit;
	}
	if ( next.layout !== undefined || next.columns !== undefined ) {
		changes.displayLayout = displayLayout;
	}
	if (
		Object.keys( next ).some(
			( key ) => ! [ 'collection', 'layout', 'columns' ].includes( key )
		)
	) {
		changes.query = query;
	}
	return changes;
}
