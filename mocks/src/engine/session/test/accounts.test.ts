/** Tests of the account store: finding an account by its email or by its user id, the sample customers' and those created at checkout. */

import { createContext } from '../../core/context';
import { createAccountStore } from '../accounts';

describe( 'accounts', () => {
	it( 'given the sample customer and an account created at checkout › when looked up by user id › each is found with its name; an unknown id finds nothing', () => {
		const accounts = createAccountStore( createContext() );
		const created = accounts.create( {
			email: 'lucia.nueva@example.com',
			firstName: 'Lucía',
			lastName: 'Moreno Vidal',
			password: 'Girasol-Azul-Cesta-2026',
		} );

		expect( accounts.findById( 2 ) ).toMatchObject( {
			email: 'carmen.ruiz@example.com',
			firstName: 'Carmen',
		} );
		expect( accounts.findById( created.id ) ).toEqual( created );
		expect( accounts.findByEmail( 'Lucia.Nueva@example.com' ) ).toEqual( created );
		expect( accounts.findById( created.id + 1 ) ).toBeUndefined();
	} );
} );
