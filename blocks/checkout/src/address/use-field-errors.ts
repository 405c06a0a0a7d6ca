/** Keeps a checkout form's field errors in the validation store under the stores' ids, shown per spec 2 §4's visibility rules. */

import { useRegistry, useSelect } from '@wordpress/data';
import { useCallback, useEffect, useLayoutEffect, useRef } from '@wordpress/element';
import { validationStore } from '@cesta/data';
import type { FieldValidityTrigger } from '@cesta/data';

/**
 * What {@link useFieldErrors} keeps in the validation store.
 *
 * @example
 * const options: FieldErrorsOptions = {
 * 	errors: { postcode: 'Please enter a valid postcode' },
 * 	keys: [ 'first_name', 'postcode' ],
 * 	errorIdOf: ( key ) => addressFieldErrorId( 'shipping', key ),
 * };
 */
export interface FieldErrorsOptions {
	/** The current error of each field (`undefined` when valid), from the field rules. */
	errors: Readonly< Record< string, string | undefined > >;
	/** The fields the form shows, in order; errors of other fields are removed. */
	keys: readonly string[];
	/** The validation store's id of a field's error (`shipping_postcode`, `billing_email`, `order_…`). */
	errorIdOf: ( key: string ) => string;
	/** `false` while the form is not on the page (a hidden step): its errors are removed. @default true */
	active?: boolean;
}

/**
 * What {@link useFieldErrors} gives the form.
 *
 * @example
 * const { visibleErrors, onFieldChange, onFieldBlur } = useFieldErrors( options );
 */
export interface FieldErrors {
	/** The errors to show, by key: those the store has and does not hide. */
	visibleErrors: Readonly< Record< string, string | undefined > >;
	/** Call when the shopper edits a field: its error hides while typing. */
	onFieldChange: ( key: string ) => void;
	/** Call when the shopper leaves a field: an edited field's error shows. */
	onFieldBlur: ( key: string ) => void;
}

const NO_ERRORS: Readonly< Record< string, string | undefined > > = Object.freeze( {} );

/**
 * Keeps a form's field errors in `wc/store/validation` under the ids the
 * stores expect (spec 2 §4, validation error visibility): an error found
 * while the shopper did not touch the field is stored hidden (it still
 * blocks the order), one the shopper is typing into hides, leaving an edited
 * field shows it, a submit shows them all (the checkout's own validation
 * observer does), a valid field loses it. Errors of fields no longer shown
 * (hidden by the country, a hidden step) are removed. Only real changes are
 * dispatched, in one batch, so typing a valid character costs nothing.
 *
 * @example
 * const { visibleErrors, onFieldChange, onFieldBlur } = useFieldErrors( {
 * 	errors: getFormErrors( address, fields, { type: 'shipping' } ),
 * 	keys: fields.filter( ( field ) => ! field.hidden ).map( ( field ) => field.key ),
 * 	errorIdOf: ( key ) => addressFieldErrorId( 'shipping', key ),
 * } );
 */
export function useFieldErrors( {
	errors,
	keys,
	errorIdOf,
	active = true,
}: FieldErrorsOptions ): FieldErrors {
	const registry = useRegistry();
	const editedRef = useRef( new Set< string >() );
	const typingRef = useRef< string | null >( null );
	const managedRef = useRef( new Set< string >() );
	const latestRef = useRef( errors );
	useLayoutEffect( () => {
		latestRef.current = errors;
	} );
	const keysKey = keys.join( '\u0000' );

	useEffect( () => {
		const select = registry.select( validationStore );
		const actions = registry.dispatch( validationStore );
		const wanted = new Set( active ? keys.map( errorIdOf ) : [] );
		const typed = typingRef.current;
		typingRef.current = null;
		registry.batch( () => {
			managedRef.current.forEach( ( id ) => {
				if ( ! wanted.has( id ) && select.getValidationError( id ) ) {
					actions.clearValidationError( id );
				}
			} );
			if ( active ) {
				keys.forEach( ( key ) => {
					const id = errorIdOf( key );
					const trigger: FieldValidityTrigger = key === typed ? 'input' : 'load';
					reportValidity( registry, id, errors[ key ], trigger );
				} );
			}
		} );
		managedRef.current = wanted;
		// keys are compared by content (keysKey); errorIdOf is a pure naming function.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ registry, errors, keysKey, active ] );

	useEffect(
		() => () => {
			const actions = registry.dispatch( validationStore );
			const select = registry.select( validationStore );
			registry.batch( () =>
				managedRef.current.forEach(
					( id ) => select.getValidationError( id ) && actions.clearValidationError( id )
				)
			);
		},
		[ registry ]
	);

	const visibleErrors = useSelect(
		( select ) => {
			if ( ! active ) {
				return NO_ERRORS;
			}
			const store = select( validationStore );
			const shown: Record< string, string | undefined > = {};
			keys.forEach( ( key ) => {
				const error = store.getValidationError( errorIdOf( key ) );
				if ( error && ! error.hidden ) {
					shown[ key ] = error.message;
				}
			} );
			return shown;
		},
		[ keysKey, active ]
	);

	const onFieldChange = useCallback( ( key: string ) => {
		editedRef.current.add( key );
		typingRef.current = key;
	}, [] );

	const onFieldBlur = useCallback(
		( key: string ) => {
			if ( ! active ) {
				return;
			}
			const message = latestRef.current[ key ];
			registry.dispatch( validationStore ).setFieldValidity( errorIdOf( key ), {
				isValid: ! message,
				message,
				trigger: 'blur',
				edited: editedRef.current.has( key ),
			} );
		},
		// eslint-disable-next-line react-hooks/exhaustive-deps
		[ registry, active ]
	);

	return { visibleErrors, onFieldChange, onFieldBlur };
}

/** Reports one field's validity unless the store already holds exactly that. */
function reportValidity(
	registry: ReturnType< typeof useRegistry >,
	id: string,
	message: string | undefined,
	trigger: FieldValidityTrigger
): void {
	const existing = registry.select( validationStore ).getValidationError( id );
	if ( ! message ) {
		if ( existing ) {
			registry.dispatch( validationStore ).clearValidationError( id );
		}
		return;
	}
	// A found error keeps its visibility ('load'); typing hides it ('input').
	const unchanged =
		existing?.message === message && ( trigger === 'load' || existing.hidden === true );
	if ( ! unchanged ) {
		registry
			.dispatch( validationStore )
			.setFieldValidity( id, { isValid: false, message, trigger } );
	}
}
