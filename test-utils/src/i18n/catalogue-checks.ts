/**
 * Checks of a catalogue against the messages found in the source. Each returns
 * one line per problem, so a failing test lists every problem at once.
 */
import type { Catalogue } from '@cesta/i18n';

import type { ExtractedMessage, ExtractionProblem } from './extract-messages';

/** Spanish has two plural forms. */
const SPANISH_PLURAL_COUNT = 2;

/** sprintf placeholders as `@wordpress/i18n`'s sprintf reads them; `%%` is a literal percent. */
const PLACEHOLDER =
	/%(?:(\d+\$)|\(([A-Za-z_$][\w$]*)\))?[ +0#-]*\d*(?:\.\d+)?([bcdeEfFgGiosuxX%])/g;

const show = ( key: string ) => JSON.stringify( key );

/**
 * The placeholders of a text: positional and named ones (`%1$s`, `%(name)s`)
 * sorted, since a translation may reorder them; plain ones (`%s`, `%d`) in
 * order, since their order is their meaning.
 *
 * @example
 * placeholdersOf( '%2$s of %1$s, %d left' ); // { reorderable: [ '%1$s', '%2$s' ], ordered: [ '%d' ] }
 */
export function placeholdersOf( text: string ): { reorderable: string[]; ordered: string[] } {
	const reorderable: string[] = [];
	const ordered: string[] = [];
	for ( const match of text.matchAll( PLACEHOLDER ) ) {
		if ( match[ 3 ] === '%' ) {
			continue;
		}
		( match[ 1 ] || match[ 2 ] ? reorderable : ordered ).push( match[ 0 ] );
	}
	return { reorderable: reorderable.sort(), ordered };
}

const samePlaceholders = ( a: string, b: string ): boolean =>
	JSON.stringify( placeholdersOf( a ) ) === JSON.stringify( placeholdersOf( b ) );

/** One message per key, so a string used in many places is checked once. */
const byKey = ( messages: ExtractedMessage[] ): Map< string, ExtractedMessage > =>
	new Map( messages.map( ( message ) => [ message.key, message ] ) );

/**
 * Messages the catalogue does not translate, or translates in the wrong shape
 * (a plural needs `[ singular, plural ]`, a singular a string).
 *
 * @example
 * findUntranslated( extracted, catalogue ); // [ 'src/a.ts:3 "Subtotal" has no Spanish translation' ]
 */
export function findUntranslated( messages: ExtractedMessage[], catalogue: Catalogue ): string[] {
	const problems: string[] = [];
	for ( const message of byKey( messages ).values() ) {
		const translation = catalogue[ message.key ];
		const at = `${ message.where } ${ show( message.key ) }`;
		if ( translation === undefined ) {
			problems.push( `${ at } has no Spanish translation` );
		} else if ( message.plural !== undefined ) {
			if (
				! Array.isArray( translation ) ||
				translation.length !== SPANISH_PLURAL_COUNT ||
				translation.some( ( form ) => form === '' )
			) {
				problems.push( `${ at } is plural: its translation must be [ singular, plural ]` );
			}
		} else if ( typeof translation !== 'string' || translation === '' ) {
			problems.push( `${ at } is not plural: its translation must be a non-empty string` );
		}
	}
	return problems.sort();
}

/**
 * Catalogue entries no source string uses.
 *
 * @example
 * findOrphans( extracted, catalogue ); // [ '"Old label" is translated but used nowhere' ]
 */
export function findOrphans( messages: ExtractedMessage[], catalogue: Catalogue ): string[] {
	const used = byKey( messages );
	return Object.keys( catalogue )
		.filter( ( key ) => ! used.has( key ) )
		.map( ( key ) => `${ show( key ) } is translated but used nowhere` );
}

/**
 * Translations whose placeholders differ from their msgid's (for plurals, the
 * singular form against the msgid and the plural form against the plural).
 *
 * @example
 * findPlaceholderMismatches( extracted, { '%s left': 'quedan' } ); // [ '… "%s left" → "quedan" …' ]
 */
export function findPlaceholderMismatches(
	messages: ExtractedMessage[],
	catalogue: Catalogue
): string[] {
	const problems: string[] = [];
	for ( const message of byKey( messages ).values() ) {
		const translation = catalogue[ message.key ];
		if ( translation === undefined ) {
			continue;
		}
		const pairs: Array< [ string, string | undefined ] > = Array.isArray( translation )
			? translation.map( ( form, index ) => [
					index === 0 ? message.msgid : ( message.plural ?? message.msgid ),
					form,
				] )
			: [ [ message.msgid, translation ] ];
		for ( const [ source, target ] of pairs ) {
			if ( target !== undefined && ! samePlaceholders( source, target ) ) {
				problems.push(
					`${ message.where } ${ show( source ) } → ${ show( target ) }: placeholders differ`
				);
			}
		}
	}
	return problems.sort();
}

/**
 * Keys used both as a plural and as a singular string: one catalogue entry
 * cannot serve both.
 *
 * @example
 * findShapeClashes( extracted ); // [ '"%d item" is used with and without a plural …' ]
 */
export function findShapeClashes( messages: ExtractedMessage[] ): string[] {
	const plural = new Map< string, string >();
	const singular = new Map< string, string >();
	for ( const message of messages ) {
		( message.plural === undefined ? singular : plural ).set( message.key, message.where );
	}
	return [ ...plural ]
		.filter( ( [ key ] ) => singular.has( key ) )
		.map(
			( [ key, where ] ) =>
				`${ show( key ) } is used with a plural (${ where }) and without (${ singular.get( key ) })`
		);
}

/**
 * Keys two area catalogues translate differently; the merge would keep only one.
 *
 * @example
 * findConflicts( { cart: { Apply: 'Aplicar' }, coupons: { Apply: 'Usar' } } ); // [ '"Apply": …' ]
 */
export function findConflicts( areas: Record< string, Catalogue > ): string[] {
	const seen = new Map< string, [ string, string ] >();
	const problems: string[] = [];
	for ( const [ area, entries ] of Object.entries( areas ) ) {
		for ( const [ key, translation ] of Object.entries( entries ) ) {
			const text = JSON.stringify( translation );
			const earlier = seen.get( key );
			if ( earlier && earlier[ 1 ] !== text ) {
				problems.push(
					`${ show( key ) }: ${ earlier[ 0 ] } has ${ earlier[ 1 ] }, ${ area } has ${ text }`
				);
			}
			seen.set( key, earlier ?? [ area, text ] );
		}
	}
	return problems;
}

/**
 * Every check of a catalogue against a scan of the sources, run in one go:
 * gettext calls an extractor cannot read or that use another text domain,
 * strings without a Spanish translation of the right shape, translations
 * that change a placeholder, msgids used both with and without a plural, and
 * entries of `own` no source uses. `translations` is everything the scanned
 * pages load; `own` (by default the same) is the catalogue that must hold
 * nothing unused.
 *
 * @example
 * const scan = extractWorkspace( ROOT, 'cesta', { include: [ 'demo' ] } );
 * expect( findCatalogueProblems( scan, { ...catalogue, ...demoCatalogue }, demoCatalogue ) ).toEqual( [] );
 */
export function findCatalogueProblems(
	scan: { messages: ExtractedMessage[]; problems: ExtractionProblem[] },
	translations: Catalogue,
	own: Catalogue = translations
): string[] {
	const { messages, problems } = scan;
	return [
		...problems.map( ( problem ) => `${ problem.where } ${ problem.reason }` ),
		...findUntranslated( messages, translations ),
		...findPlaceholderMismatches( messages, translations ),
		...findShapeClashes( messages ),
		...findOrphans( messages, own ),
	];
}
