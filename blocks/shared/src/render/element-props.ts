/** Markup's HTML and SVG attributes as React props: renamed, booleans, styles, uncontrolled form controls. */

import { parseStyleAttribute } from '../markup/style';

/*
 * HTML attribute names whose React prop is spelt differently. Unknown
 * attributes keep their lowercase name, which React passes through.
 */
const HTML_PROP_NAMES: ReadonlyMap< string, string > = new Map(
	[
		'acceptCharset',
		'accessKey',
		'allowFullScreen',
		'autoCapitalize',
		'autoComplete',
		'autoCorrect',
		'autoFocus',
		'autoPlay',
		'autoSave',
		'cellPadding',
		'cellSpacing',
		'charSet',
		'classID',
		'colSpan',
		'contentEditable',
		'contextMenu',
		'controlsList',
		'crossOrigin',
		'dateTime',
		'disablePictureInPicture',
		'disableRemotePlayback',
		'encType',
		'enterKeyHint',
		'formAction',
		'formEncType',
		'formMethod',
		'formNoValidate',
		'formTarget',
		'frameBorder',
		'hrefLang',
		'imageSizes',
		'imageSrcSet',
		'inputMode',
		'itemID',
		'itemProp',
		'itemRef',
		'itemScope',
		'itemType',
		'keyParams',
		'keyType',
		'marginHeight',
		'marginWidth',
		'maxLength',
		'mediaGroup',
		'minLength',
		'noModule',
		'noValidate',
		'playsInline',
		'radioGroup',
		'readOnly',
		'referrerPolicy',
		'rowSpan',
		'spellCheck',
		'srcLang',
		'srcSet',
		'tabIndex',
		'useMap',
	].map( ( name ) => [ name.toLowerCase(), name ] )
);

const RENAMED: Readonly< Record< string, string > > = {
	class: 'className',
	for: 'htmlFor',
	'accept-charset': 'acceptCharset',
};

/** Boolean attributes: present means `true` to React, whatever the value. */
const BOOLEAN_PROPS: ReadonlySet< string > = new Set( [
	'allowFullScreen',
	'async',
	'autoFocus',
	'autoPlay',
	'checked',
	'controls',
	'default',
	'defer',
	'disabled',
	'disablePictureInPicture',
	'disableRemotePlayback',
	'formNoValidate',
	'hidden',
	'itemScope',
	'loop',
	'multiple',
	'muted',
	'noModule',
	'noValidate',
	'open',
	'playsInline',
	'readOnly',
	'required',
	'reversed',
	'scoped',
	'seamless',
	'selected',
] );

const FORM_CONTROLS: ReadonlySet< string > = new Set( [ 'input', 'select', 'textarea' ] );

const svgPropName = ( name: string ): string => {
	if ( name === 'class' ) {
		return 'className';
	}
	if ( name.startsWith( 'data-' ) || name.startsWith( 'aria-' ) ) {
		return name;
	}
	// `xlink:href` → `xlinkHref`, `stroke-width` → `strokeWidth`.
	return name.replace( /[-:]([a-z])/g, ( _match, letter: string ) => letter.toUpperCase() );
};

const htmlPropName = ( name: string ): string => {
	const lower = name.toLowerCase();
	if ( lower.startsWith( 'data-' ) || lower.startsWith( 'aria-' ) ) {
		return lower;
	}
	return RENAMED[ lower ] ?? HTML_PROP_NAMES.get( lower ) ?? lower;
};

/**
 * The React props of an element kept from the markup: names React spells
 * differently are renamed (`class` → `className`, `tabindex` → `tabIndex`,
 * SVG `stroke-width` → `strokeWidth`), boolean attributes become `true`,
 * `style` becomes an object, and form controls get `defaultValue` /
 * `defaultChecked` so React leaves them editable. Custom elements keep their
 * attributes as they are, as React expects.
 *
 * @example
 * elementProps( 'input', false, { class: 'qty', value: '2', disabled: '' } );
 * // { className: 'qty', defaultValue: '2', disabled: true }
 */
export function elementProps(
	tagName: string,
	svg: boolean,
	attributes: Record< string, string >
): Record< string, unknown > {
	if ( tagName.includes( '-' ) ) {
		return { ...attributes };
	}
	const props: Record< string, unknown > = {};
	for ( const [ name, value ] of Object.entries( attributes ) ) {
		const prop = svg ? svgPropName( name ) : htmlPropName( name );
		if ( prop === 'style' ) {
			props.style = parseStyleAttribute( value );
		} else if ( ! svg && BOOLEAN_PROPS.has( prop ) ) {
			props[ prop ] = true;
		} else {
			props[ prop ] = value;
		}
	}
	if ( FORM_CONTROLS.has( tagName ) ) {
		if ( 'value' in props && tagName !== 'select' ) {
			props.defaultValue = props.value;
			delete props.value;
		}
		if ( 'checked' in props ) {
			props.defaultChecked = props.checked;
			delete props.checked;
		}
	}
	if ( tagName === 'option' ) {
		// The select is given the selected value instead (see `renderElementNode`).
		delete props.selected;
	}
	return props;
}
