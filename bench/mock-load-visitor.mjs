/**
 * One visitor of the mock load run (`mock-load.mjs`): the requests it sends
 * over its own autocannon connection and what it expects of each answer.
 *
 * A visitor is a browser (session cookie and `Nonce` header, both taken
 * from the answers it gets, as the blocks do) or a headless client (the
 * `Cart-Token` of its first answer). It loops through rounds: read the cart,
 * add items, change a quantity, sometimes remove a line or try a product
 * that is out of stock, update its address, and usually check out with bank
 * transfer. It keeps its own model of the cart (product → quantity), changed
 * only by its own requests that succeeded, and compares every cart the server
 * sends back with it: a line of another visitor, a lost update or another
 * visitor's address shows up as a mismatch.
 */

/** Where the demo serves the Store API. */
export const STORE_API_ROOT = '/wp-json/wc/store/v1';

/**
 * Products any number of visitors can buy at once: the sample shop's
 * appliances take backorders and the gift card does not count stock.
 */
const BUYABLE_IDS = [ 17, 19, 21, 23, 25, 72 ];
/** The toaster: out of stock, so adding it is a legitimate 400. */
const OUT_OF_STOCK_ID = 46;
const OUT_OF_STOCK_CODE = 'woocommerce_rest_product_out_of_stock';

/** Status each step answers with when it goes through. */
const EXPECTED_STATUS = {
	cart: 200,
	add: 201,
	update: 200,
	remove: 200,
	customer: 200,
	checkout: 200,
};

const ADDRESS = {
	last_name: 'Visitante',
	company: '',
	address_1: 'Calle de Alcalá 1',
	city: 'Madrid',
	state: 'M',
	postcode: '28014',
	country: 'ES',
	phone: '600000000',
};

/** A small seeded generator (mulberry32), so a run's choices can be replayed. */
function randomFrom( seed ) {
	let state = seed >>> 0;
	return () => {
		state = ( state + 0x6d2b79f5 ) >>> 0;
		let value = state;
		value = Math.imul( value ^ ( value >>> 15 ), value | 1 );
		value ^= value + Math.imul( value ^ ( value >>> 7 ), value | 61 );
		return ( ( value ^ ( value >>> 14 ) ) >>> 0 ) / 4_294_967_296;
	};
}

/** `id×quantity` of each line, sorted: a cart as the visitor's model sees it. */
const describeModel = ( model ) =>
	[ ...model ]
		.sort( ( [ a ], [ b ] ) => a - b )
		.map( ( [ id, quantity ] ) => `${ id }×${ quantity }` )
		.join( ' ' );

const describeCart = ( cart ) =>
	describeModel( new Map( ( cart.items ?? [] ).map( ( item ) => [ item.id, item.quantity ] ) ) );

/** The model after `step` went through. */
function applyStep( model, step ) {
	const next = new Map( model );
	if ( step.kind === 'add' ) {
		next.set( step.productId, ( next.get( step.productId ) ?? 0 ) + step.quantity );
	} else if ( step.kind === 'update' ) {
		next.set( step.productId, step.quantity );
	} else if ( step.kind === 'remove' ) {
		next.delete( step.productId );
	} else if ( step.kind === 'checkout' ) {
		next.clear();
	}
	return next;
}

/** Cookie pairs from `Set-Cookie` headers into `jar`; a cookie set to expire is dropped. */
function storeCookies( jar, setCookie ) {
	for ( const line of [ setCookie ?? [] ].flat() ) {
		const [ pair, ...attributes ] = line.split( ';' );
		const name = pair.slice( 0, pair.indexOf( '=' ) ).trim();
		const expired = attributes.some( ( attribute ) => /^\s*max-age=0\s*$/i.test( attribute ) );
		if ( expired ) {
			jar.delete( name );
		} else {
			jar.set( name, pair.slice( pair.indexOf( '=' ) + 1 ).trim() );
		}
	}
}

/**
 * Creates visitor number `index` of a run.
 *
 * @example
 * const visitor = createVisitor( { index: 3, run: 1, seed: 42 } );
 * @param {{ index: number, run: number, seed: number }} options Its number, the run's and the run's seed.
 */
export function createVisitor( { index, run, seed } ) {
	const random = randomFrom( seed * 1_000_003 + run * 10_007 + index );
	const pick = ( values ) => values[ Math.floor( random() * values.length ) ];
	const via = index % 2 ? 'token' : 'cookie';
	const email = `visitante-${ run }-${ index }@example.com`;
	const cookies = new Map();
	let nonce = '';
	let token = '';
	let model = new Map();
	/** Line keys by product id, learnt from the server's carts. */
	const keys = new Map();
	/** The address line the server must hold after the last address update. */
	let expectedAddress2 = null;
	let round = 0;
	let plan = [];
	/** The step sent and not yet answered. */
	let pending = null;
	const stats = {
		requests: 0,
		expected4xx: 0,
		/** Answers with a status the step does not allow: errors. */
		unexpected: [],
		/** Answers whose cart or address is not what this visitor's own requests made. */
		mismatches: [],
		/** Requests sent again before an answer came (a timeout or a lost connection). */
		unanswered: 0,
		orderIds: [],
		/** Milliseconds from sending to the whole answer, by step. */
		latencies: {},
	};
	let sentAt = 0;

	const planRound = () => {
		round++;
		plan = [ 'cart', 'add', 'add', 'update' ];
		if ( random() < 0.4 ) {
			plan.push( 'remove' );
		}
		if ( random() < 0.2 ) {
			plan.push( 'outOfStock' );
		}
		plan.push( 'customer' );
		if ( random() < 0.75 ) {
			plan.push( 'checkout' );
		}
	};

	const billingAddress = () => ( {
		...ADDRESS,
		first_name: `Visitante ${ index }`,
		address_2: expectedAddress2 ?? '',
		email,
	} );

	/** The next step, with its choices made against the current model. */
	const nextStep = () => {
		if ( plan.length === 0 ) {
			planRound();
		}
		const kind = plan.shift();
		const lines = [ ...model.keys() ];
		if ( kind === 'add' || ( kind === 'update' && lines.length === 0 ) ) {
			return {
				kind: 'add',
				productId: pick( BUYABLE_IDS ),
				quantity: 1 + Math.floor( random() * 3 ),
			};
		}
		if ( kind === 'update' ) {
			return { kind, productId: pick( lines ), quantity: 1 + Math.floor( random() * 5 ) };
		}
		if ( kind === 'remove' ) {
			return lines.length ? { kind, productId: pick( lines ) } : { kind: 'cart' };
		}
		if ( kind === 'customer' ) {
			return { kind, address2: `Piso ${ round }-${ stats.requests }` };
		}
		if ( kind === 'checkout' && lines.length === 0 ) {
			plan.unshift( 'checkout' );
			return { kind: 'add', productId: pick( BUYABLE_IDS ), quantity: 1 };
		}
		return { kind };
	};

	const bodyOf = ( step ) => {
		switch ( step.kind ) {
			case 'add':
				return { id: step.productId, quantity: step.quantity };
			case 'outOfStock':
				return { id: OUT_OF_STOCK_ID, quantity: 1 };
			case 'update':
				return { key: keys.get( step.productId ), quantity: step.quantity };
			case 'remove':
				return { key: keys.get( step.productId ) };
			case 'customer':
				return {
					billing_address: { ...billingAddress(), address_2: step.address2 },
					shipping_address: {
						...ADDRESS,
						first_name: `Visitante ${ index }`,
						address_2: step.address2,
					},
				};
			case 'checkout':
				return {
					billing_address: billingAddress(),
					shipping_address: {
						...ADDRESS,
						first_name: `Visitante ${ index }`,
						address_2: expectedAddress2 ?? '',
					},
					payment_method: 'bacs',
				};
			default:
				return undefined;
		}
	};

	const PATHS = {
		cart: '/cart',
		add: '/cart/add-item',
		outOfStock: '/cart/add-item',
		update: '/cart/update-item',
		remove: '/cart/remove-item',
		customer: '/cart/update-customer',
		checkout: '/checkout',
	};

	/** The headers that say who this visitor is. */
	const identityHeaders = () => {
		if ( via === 'token' ) {
			return token ? { 'Cart-Token': token } : {};
		}
		const headers = nonce ? { Nonce: nonce } : {};
		if ( cookies.size ) {
			headers.Cookie = [ ...cookies ]
				.map( ( [ name, value ] ) => `${ name }=${ value }` )
				.join( '; ' );
		}
		return headers;
	};

	const mismatch = ( step, what ) => {
		stats.mismatches.push( { visitor: index, via, step: step.kind, ...what } );
	};

	/** Checks a cart the server answered with against the model (and the address last set). */
	const checkCart = ( step, cart ) => {
		if ( describeCart( cart ) !== describeModel( model ) ) {
			mismatch( step, { expected: describeModel( model ), got: describeCart( cart ) } );
		}
		if ( expectedAddress2 !== null ) {
			const billing = cart.billing_address ?? {};
			if ( billing.email !== email || billing.address_2 !== expectedAddress2 ) {
				mismatch( step, {
					expected: `${ email } / ${ expectedAddress2 }`,
					got: `${ billing.email } / ${ billing.address_2 }`,
				} );
			}
		}
		for ( const item of cart.items ?? [] ) {
			keys.set( item.id, item.key );
		}
	};

	const onSuccess = ( step, body ) => {
		if ( step.kind === 'customer' ) {
			expectedAddress2 = step.address2;
		}
		model = applyStep( model, step );
		if ( step.kind === 'checkout' ) {
			if ( body.status !== 'on-hold' || body.billing_address?.email !== email ) {
				mismatch( step, {
					expected: `on-hold order for ${ email }`,
					got: `${ body.status } order for ${ body.billing_address?.email }`,
				} );
			}
			stats.orderIds.push( body.order_id );
			return;
		}
		checkCart( step, body );
	};

	return {
		index,
		via,
		email,
		stats,
		/**
		 * autocannon's `setupRequest`: the next step as an HTTP request.
		 *
		 * @param {Record<string, any>} defaults The connection's request defaults (host, port).
		 */
		nextRequest( defaults ) {
			if ( pending ) {
				// Sent again without an answer: whatever the server did with it is unknown.
				stats.unanswered++;
				plan = [ 'cart' ];
				pending = { kind: 'resync' };
			}
			const step = pending?.kind === 'resync' ? { kind: 'cart', resync: true } : nextStep();
			step.first = stats.requests === 0;
			pending = step;
			sentAt = performance.now();
			stats.requests++;
			const body = bodyOf( step );
			return {
				...defaults,
				method: step.kind === 'cart' ? 'GET' : 'POST',
				path: `${ STORE_API_ROOT }${ PATHS[ step.kind ] }`,
				headers: {
					...( body ? { 'Content-Type': 'application/json' } : {} ),
					...identityHeaders(),
				},
				body: body ? JSON.stringify( body ) : undefined,
			};
		},
		/**
		 * autocannon's `onResponse`: takes the session headers and checks the answer.
		 *
		 * @param {number}                 status  HTTP status.
		 * @param {string}                 text    The body.
		 * @param {Record<string, string>} headers Response headers, as sent.
		 */
		onResponse( status, text, headers ) {
			const step = pending;
			pending = null;
			const lower = Object.fromEntries(
				Object.entries( headers ).map( ( [ name, value ] ) => [
					name.toLowerCase(),
					value,
				] )
			);
			nonce = lower.nonce ?? nonce;
			token = lower[ 'cart-token' ] ?? token;
			storeCookies( cookies, lower[ 'set-cookie' ] );
			if ( ! step ) {
				return;
			}
			const kind = step.resync ? 'resync' : step.first ? 'first' : step.kind;
			( stats.latencies[ kind ] ??= [] ).push( performance.now() - sentAt );
			let body = null;
			try {
				body = JSON.parse( text );
			} catch {
				// Counted below: every expected answer is JSON.
			}
			if ( step.resync && status === 200 && body ) {
				// After an unanswered request the server's cart is the truth again.
				model = new Map( body.items.map( ( item ) => [ item.id, item.quantity ] ) );
				checkCart( step, body );
				return;
			}
			if (
				step.kind === 'outOfStock' &&
				status === 400 &&
				body?.code === OUT_OF_STOCK_CODE
			) {
				stats.expected4xx++;
				return;
			}
			if ( status !== EXPECTED_STATUS[ step.kind ] || ! body ) {
				stats.unexpected.push( {
					step: step.kind,
					status,
					code: body?.code ?? text.slice( 0, 80 ),
				} );
				plan = [ 'cart' ];
				pending = null;
				model = body?.data?.cart
					? new Map( body.data.cart.items.map( ( item ) => [ item.id, item.quantity ] ) )
					: model;
				return;
			}
			onSuccess( step, body );
		},
		/**
		 * After the run: whether `cart`, read through this visitor's own session,
		 * is what its requests made. A step cut off by the end of the run may or
		 * may not have reached the server, so either outcome is accepted.
		 *
		 * @param {Record<string, any>} cart The cart the server answers now.
		 * @return {string|null} What differs, or null.
		 */
		finalProblem( cart ) {
			const got = describeCart( cart );
			const outcomes = [ model ];
			if ( pending && pending.kind !== 'cart' ) {
				outcomes.push( applyStep( model, pending ) );
			}
			if ( outcomes.some( ( outcome ) => describeModel( outcome ) === got ) ) {
				return null;
			}
			return `visitor ${ index } (${ via }): expected ${ describeModel( model ) || 'an empty cart' }, got ${ got || 'an empty cart' }`;
		},
		/** Times the request in flight from now: its sending was held back. */
		restartClock() {
			sentAt = performance.now();
		},
		/** The headers to read this visitor's cart with after the run (fetch). */
		identityHeaders,
		/** Whether the run ended with a checkout of this visitor unanswered. */
		checkoutCutOff: () => pending?.kind === 'checkout',
	};
}
