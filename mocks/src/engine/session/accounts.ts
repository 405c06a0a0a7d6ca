/** The store of registered customer accounts, with keyed password hashes. */

import type { EngineContext } from '../core/context';
import { hmacHex } from '../core/hash';

/**
 * A registered customer account. Passwords are kept as keyed hashes only.
 *
 * @example
 * accounts.findByEmail( 'carmen.ruiz@example.com' )?.id; // 2
 */
export interface Account {
	id: number;
	email: string;
	firstName: string;
	lastName: string;
	passwordHash: string;
}

/**
 * The shop's customer accounts.
 *
 * @example
 * const accounts = createAccountStore( context );
 */
export interface AccountStore {
	findByEmail( email: string ): Account | undefined;
	/** The account of a user id: a sample customer or one created at checkout. */
	findById( id: number ): Account | undefined;
	create( fields: {
		email: string;
		firstName: string;
		lastName: string;
		password: string;
	} ): Account;
	checkPassword( account: Account, password: string ): boolean;
}

/**
 * Creates the account store from the fixture customers.
 *
 * @example
 * createAccountStore( context ).findByEmail( 'nadie@example.com' ); // undefined
 */
export function createAccountStore( context: EngineContext ): AccountStore {
	const hash = ( password: string ) => hmacHex( context.secret, `password|${ password }` );
	const accounts = new Map< string, Account >(
		context.fixtures.customers.map( ( customer ) => [
			customer.email.toLowerCase(),
			{
				id: customer.id,
				email: customer.email,
				firstName: customer.firstName,
				lastName: customer.lastName,
				passwordHash: hash( customer.password ),
			},
		] )
	);
	let nextId =
		Math.max( 1, ...context.fixtures.customers.map( ( customer ) => customer.id ) ) + 1;
	return {
		findByEmail: ( email ) => accounts.get( email.trim().toLowerCase() ),
		findById: ( id ) => [ ...accounts.values() ].find( ( account ) => account.id === id ),
		create( fields ) {
			const account = {
				id: nextId++,
				email: fields.email,
				firstName: fields.firstName,
				lastName: fields.lastName,
				passwordHash: hash( fields.password ),
			};
			accounts.set( fields.email.toLowerCase(), account );
			return account;
		},
		checkPassword: ( account, password ) => account.passwordHash === hash( password ),
	};
}
