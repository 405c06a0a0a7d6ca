/** The row of payment icons PaymentMethodIcons draws once downloaded: brand badges or images, skipping unknown or unsafe ones with a warning. */

import { isSafeUrl } from '@cesta/sanitize';

import { invalidPaymentIconMessage, unknownPaymentIconMessage } from '../messages';
import { cx } from '../utils/cx';
import { isPaymentBrandId, PAYMENT_BRANDS, SUPPORTED_PAYMENT_ICONS } from './brands';
import type { PaymentBrandId } from './brands';
import type { PaymentMethodIcon, PaymentMethodIconsProps } from './types';
import './style.css';

const iconClass = ( id: string ) =>
	cx(
		'wc-block-components-payment-method-icon',
		`wc-block-components-payment-method-icon--${ id }`
	);

const BrandBadge = ( { id }: { id: PaymentBrandId } ) => {
	const { name, mark, background, color } = PAYMENT_BRANDS[ id ];
	return (
		<svg className={ iconClass( id ) } viewBox="0 0 40 24" role="img" aria-label={ name }>
			<rect width="40" height="24" rx="3" fill={ background } />
			<text
				x="20"
				y="16"
				fill={ color }
				fontFamily="Arial, sans-serif"
				fontSize={ mark.length > 4 ? 8 : 10 }
				fontWeight="700"
				textAnchor="middle"
			>
				{ mark }
			</text>
		</svg>
	);
};

const renderIcon = ( icon: PaymentMethodIcon ) => {
	if ( typeof icon === 'string' ) {
		if ( isPaymentBrandId( icon ) ) {
			return <BrandBadge key={ icon } id={ icon } />;
		}
		// Developer diagnostics: production builds leave them out.
		if ( process.env.NODE_ENV !== 'production' ) {
			console.warn( unknownPaymentIconMessage( icon, SUPPORTED_PAYMENT_ICONS ) );
		}
		return null;
	}
	if (
		icon &&
		typeof icon === 'object' &&
		typeof icon.src === 'string' &&
		isSafeUrl( icon.src ) &&
		typeof icon.alt === 'string'
	) {
		const id = String( icon.id ).replace( /[^\w-]/g, '' );
		return (
			<img
				key={ `${ id }-${ icon.src }` }
				className={ iconClass( id ) }
				src={ icon.src }
				alt={ icon.alt }
			/>
		);
	}
	if ( process.env.NODE_ENV !== 'production' ) {
		console.warn( invalidPaymentIconMessage( icon ) );
	}
	return null;
};

/**
 * The row {@link PaymentMethodIcons} draws once this module has downloaded:
 * the spec's supported brands as small badges named for screen readers, or
 * images given as `{ id, src, alt }`. Unknown names and unsafe images are
 * skipped with a console warning rather than breaking the checkout.
 *
 * @example
 * <PaymentMethodIconRow icons={ [ 'visa', 'mastercard', 'amex' ] } align="right" />
 */
export function PaymentMethodIconRow( {
	icons,
	align = 'center',
	className,
}: PaymentMethodIconsProps ) {
	const rendered = ( Array.isArray( icons ) ? icons : [] ).map( renderIcon ).filter( Boolean );
	if ( rendered.length === 0 ) {
		return null;
	}
	return (
		<div
			className={ cx(
				'wc-block-components-payment-method-icons',
				`wc-block-components-payment-method-icons--align-${ align }`,
				className
			) }
		>
			{ rendered }
		</div>
	);
}
