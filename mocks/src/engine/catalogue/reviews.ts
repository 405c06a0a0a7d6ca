/** A product's review summary: average rating and count. */

import type { EngineContext } from '../core/context';

/**
 * A product's average rating (two decimals, '0' without reviews) and count.
 *
 * @example
 * reviewSummary( context, 40 ); // { average: '4.50', count: 2 }
 */
export function reviewSummary(
	context: EngineContext,
	productId: number
): { average: string; count: number } {
	const ratings = context.fixtures.reviews
		.filter( ( review ) => review.productId === productId )
		.map( ( review ) => review.rating );
	if ( ratings.length === 0 ) {
		return { average: '0', count: 0 };
	}
	const average = ratings.reduce( ( sum, rating ) => sum + rating, 0 ) / ratings.length;
	return { average: average.toFixed( 2 ), count: ratings.length };
}
