// One unit of visible text: a character reference (kept whole so it is never
// cut in half) or one code point.
const TEXT_UNIT = /&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);|[\s\S]/giu;
const WHITESPACE = /^\s$/u;

/**
 * What is counted towards a clamp limit.
 *
 * @example
 * const unit: ClampUnit = 'words';
 */
export type ClampUnit = 'words' | 'characters';

/**
 * Counts words or characters across consecutive pieces of text (the text
 * nodes of a document, in order) and finds where the text must be cut so that
 * at most `limit` units remain. Whitespace runs count as one character, as a
 * browser renders them; a block boundary separates words.
 *
 * @example
 * const counter = new ClampCounter( 'words', 2 );
 * counter.cutOffset( 'uno ' ); // -1: fits
 * counter.cutOffset( 'dos tres' ); // 4: cut before "tres"
 */
export class ClampCounter {
	private counted = 0;
	private afterSpace = true;

	constructor(
		private readonly unit: ClampUnit,
		private readonly limit: number
	) {}

	/** Marks a block boundary (paragraph, list item, line break, image). */
	breakBlock(): void {
		this.afterSpace = true;
	}

	/**
	 * Reads the next piece of text and returns the offset at which it must be
	 * cut, or -1 if all of it fits.
	 */
	cutOffset( text: string ): number {
		for ( const match of text.matchAll( TEXT_UNIT ) ) {
			const isSpace = WHITESPACE.test( match[ 0 ] );
			const startsUnit =
				this.unit === 'words'
					? ! isSpace && this.afterSpace
					: ! ( isSpace && this.afterSpace );
			this.afterSpace = isSpace;
			if ( ! startsUnit ) {
				continue;
			}
			this.counted += 1;
			if ( this.counted > this.limit ) {
				return match.index ?? 0;
			}
		}
		return -1;
	}
}
