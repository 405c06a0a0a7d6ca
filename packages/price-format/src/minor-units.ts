/** Reads any amount value into an exact bigint of minor units, and tells "no amount yet" from a bad one. */

const DECIMAL_NUMBER = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * Whether a value means "no amount yet" rather than a bad amount: `null`,
 * `undefined`, or a string of nothing but whitespace. The Store API sends
 * `null` for shipping that is not calculated yet.
 *
 * @example
 * isEmptyAmount( null ); // true
 * isEmptyAmount( '0' ); // false
 */
export function isEmptyAmount( value: unknown ): value is null | undefined | '' {
	return (
		value === null ||
		value === undefined ||
		( typeof value === 'string' && value.trim() === '' )
	);
}

const roundDecimalString = ( text: string ): bigint | null => {
	const match = DECIMAL_NUMBER.exec( text.trim() );
	if ( ! match ) {
		return null;
	}
	const [ , sign, units = '', fraction = '' ] = match;
	if ( units === '' && fraction === '' ) {
		return null;
	}
	// Half away from zero, like PHP_ROUND_HALF_UP, with which the Store API
	// itself turns prices into minor units: only the first dropped digit counts.
	const roundsUp = fraction !== '' && fraction[ 0 ]! >= '5';
	const magnitude = BigInt( units || '0' ) + ( roundsUp ? 1n : 0n );
	return sign === '-' ? -magnitude : magnitude;
};

/**
 * The exact integer number of minor units an amount stands for, or `null`
 * when the value is not an amount. Integer strings of any length stay exact
 * (no float arithmetic); a fractional part is rounded half away from zero
 * (`'12.5'` → 13n, `-12.5` → -13n). Accepted: decimal strings with an
 * optional sign and surrounding spaces, finite numbers, bigints. Rejected:
 * everything else, including `'1e3'`, `'1,000'`, `'€5'`, `NaN` and `Infinity`.
 * Numbers beyond `Number.MAX_SAFE_INTEGER` are taken at the value the number
 * holds; pass strings to keep such amounts exact.
 *
 * @example
 * toMinorUnits( '4000' ); // 4000n
 * toMinorUnits( '123456789012345678901' ); // 123456789012345678901n
 * toMinorUnits( 'abc' ); // null
 */
export function toMinorUnits( value: unknown ): bigint | null {
	if ( typeof value === 'bigint' ) {
		return value;
	}
	if ( typeof value === 'number' ) {
		if ( ! Number.isFinite( value ) ) {
			return null;
		}
		if ( Number.isInteger( value ) ) {
			return BigInt( value );
		}
		const text = String( value );
		// A fractional number printed with an exponent is below 1e-6 in size,
		// so it rounds to zero.
		return text.includes( 'e' ) ? 0n : roundDecimalString( text );
	}
	return typeof value === 'string' ? roundDecimalString( value ) : null;
}
