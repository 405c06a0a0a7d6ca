/** Tests of the catalogue checks: placeholders, untranslated, orphaned, mismatched, clashing, conflicting. */

import {
	findCatalogueProblems,
	findConflicts,
	findOrphans,
	findPlaceholderMismatches,
	findShapeClashes,
	findUntranslated,
	placeholdersOf,
} from '../catalogue-checks';
import type { ExtractedMessage } from '../extract-messages';

const message = ( msgid: string, extra: Partial< ExtractedMessage > = {} ): ExtractedMessage => ( {
	key: extra.context ? `${ extra.context }\u0004${ msgid }` : msgid,
	msgid,
	where: 'src/a.ts:1',
	...extra,
} );

describe( 'placeholdersOf', () => {
	it( 'sorts positional and named placeholders, keeps plain ones in order, skips %%', () => {
		expect( placeholdersOf( '%2$s of %1$s: %d%% %s %(name)s %.2f' ) ).toEqual( {
			reorderable: [ '%(name)s', '%1$s', '%2$s' ],
			ordered: [ '%d', '%s', '%.2f' ],
		} );
		expect( placeholdersOf( 'No placeholders, 100%% sure' ) ).toEqual( {
			reorderable: [],
			ordered: [],
		} );
	} );
} );

describe( 'findUntranslated', () => {
	it( 'given every message translated in the right shape › finds nothing', () => {
		expect(
			findUntranslated(
				[ message( 'Subtotal' ), message( '%d item', { plural: '%d items' } ) ],
				{
					Subtotal: 'Subtotal',
					'%d item': [ '%d artículo', '%d artículos' ],
				}
			)
		).toEqual( [] );
	} );

	it( 'given missing, wrongly shaped or empty translations › lists each once, sorted', () => {
		const messages = [
			message( 'Taxes' ),
			message( 'Taxes', { where: 'src/b.ts:9' } ),
			message( '%d item', { plural: '%d items' } ),
			message( 'Fee' ),
			message( 'Apply', { context: 'coupon' } ),
		];
		expect(
			findUntranslated( messages, { '%d item': '%d artículo', Fee: '', Apply: 'Aplicar' } )
		).toEqual( [
			'src/a.ts:1 "%d item" is plural: its translation must be [ singular, plural ]',
			'src/a.ts:1 "Fee" is not plural: its translation must be a non-empty string',
			'src/a.ts:1 "coupon\\u0004Apply" has no Spanish translation',
			'src/b.ts:9 "Taxes" has no Spanish translation',
		] );
	} );
} );

describe( 'findOrphans', () => {
	it( 'lists catalogue entries no message uses, context keys included', () => {
		expect(
			findOrphans( [ message( 'Apply', { context: 'coupon' } ) ], {
				'coupon\u0004Apply': 'Aplicar',
				Apply: 'Aplicar',
			} )
		).toEqual( [ '"Apply" is translated but used nowhere' ] );
	} );
} );

describe( 'findPlaceholderMismatches', () => {
	it( 'accepts reordered positional placeholders and plurals that match form by form', () => {
		expect(
			findPlaceholderMismatches(
				[ message( '%1$s of %2$s' ), message( 'One item', { plural: '%d items' } ) ],
				{ '%1$s of %2$s': '%2$s de %1$s', 'One item': [ 'Un artículo', '%d artículos' ] }
			)
		).toEqual( [] );
	} );

	it( 'reports lost, added, renumbered and reordered plain placeholders', () => {
		expect(
			findPlaceholderMismatches(
				[
					message( '%s left' ),
					message( 'Total' ),
					message( '%1$s and %2$s' ),
					message( '%s of %d' ),
				],
				{
					'%s left': 'quedan',
					Total: 'Total %s',
					'%1$s and %2$s': '%1$s y %3$s',
					'%s of %d': '%d de %s',
				}
			)
		).toEqual( [
			'src/a.ts:1 "%1$s and %2$s" → "%1$s y %3$s": placeholders differ',
			'src/a.ts:1 "%s left" → "quedan": placeholders differ',
			'src/a.ts:1 "%s of %d" → "%d de %s": placeholders differ',
			'src/a.ts:1 "Total" → "Total %s": placeholders differ',
		] );
	} );
} );

describe( 'findShapeClashes', () => {
	it( 'reports a key used both with and without a plural', () => {
		expect(
			findShapeClashes( [
				message( '%d item', { plural: '%d items', where: 'src/a.ts:1' } ),
				message( '%d item', { where: 'src/b.ts:2' } ),
			] )
		).toEqual( [ '"%d item" is used with a plural (src/a.ts:1) and without (src/b.ts:2)' ] );
	} );
} );

describe( 'findConflicts', () => {
	it( 'allows the same translation in two areas and reports different ones', () => {
		expect(
			findConflicts( {
				cart: { Apply: 'Aplicar', Total: 'Total' },
				coupons: { Apply: 'Usar', Total: 'Total' },
			} )
		).toEqual( [ '"Apply": cart has "Aplicar", coupons has "Usar"' ] );
	} );
} );

describe( 'findCatalogueProblems', () => {
	it( 'given a scan and catalogues with nothing wrong › finds nothing', () => {
		const scan = { messages: [ message( 'Subtotal' ) ], problems: [] };
		expect( findCatalogueProblems( scan, { Subtotal: 'Subtotal' } ) ).toEqual( [] );
	} );

	it( 'given one problem of each kind › lists them all, in the order of the checks', () => {
		const scan = {
			messages: [
				message( 'Fee' ),
				message( 'Total' ),
				message( '%d item', { plural: '%d items', where: 'src/a.ts:1' } ),
				message( '%d item', { where: 'src/b.ts:2' } ),
			],
			problems: [ { where: 'src/c.ts:3', reason: 'uses the text domain "other"' } ],
		};
		const translations = {
			Total: 'Total %s',
			'%d item': [ '%d artículo', '%d artículos' ],
			Unused: 'Sin uso',
		};
		expect( findCatalogueProblems( scan, translations ) ).toEqual( [
			'src/c.ts:3 uses the text domain "other"',
			'src/a.ts:1 "Fee" has no Spanish translation',
			// The clash leaves one of the two uses with a translation of the wrong shape.
			'src/b.ts:2 "%d item" is not plural: its translation must be a non-empty string',
			'src/a.ts:1 "Total" → "Total %s": placeholders differ',
			'"%d item" is used with a plural (src/a.ts:1) and without (src/b.ts:2)',
			'"Unused" is translated but used nowhere',
		] );
	} );

	it( 'given an own catalogue › only its entries must be used', () => {
		const scan = { messages: [ message( 'Subtotal' ) ], problems: [] };
		const library = { Subtotal: 'Subtotal', Taxes: 'Impuestos' };
		const own = { Subtotal: 'Subtotal' };
		expect( findCatalogueProblems( scan, library, own ) ).toEqual( [] );
		expect( findCatalogueProblems( scan, library ) ).toEqual( [
			'"Taxes" is translated but used nowhere',
		] );
	} );
} );
