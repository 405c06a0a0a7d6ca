/** The playground's requests to the demo server: save a template, bring back its default. */

import type { TemplateKind } from '../parse-template';

/**
 * What the server answered: done, or its message saying why not.
 *
 * @example
 * const outcome: TemplateRequestOutcome = { ok: false, message: 'El bloque acme/banner no se puede usar en esta plantilla.' };
 */
export type TemplateRequestOutcome = { ok: true } | { ok: false; message: string };

const outcomeOf = async ( response: Response ): Promise< TemplateRequestOutcome > => {
	if ( response.ok ) {
		return { ok: true };
	}
	const body = ( await response.json().catch( () => null ) ) as { message?: unknown } | null;
	return {
		ok: false,
		message: typeof body?.message === 'string' ? body.message : response.statusText,
	};
};

/**
 * Sends a template's serialized blocks to the server, which keeps them for
 * this visitor (`POST {endpoint}{kind}`).
 *
 * @example
 * const outcome = await saveTemplate( '/editor/plantillas/', 'checkout', serialize( blocks ) );
 */
export async function saveTemplate(
	endpoint: string,
	kind: TemplateKind,
	content: string
): Promise< TemplateRequestOutcome > {
	return outcomeOf(
		await fetch( `${ endpoint }${ kind }`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify( { content } ),
		} )
	);
}

/**
 * Forgets this visitor's saved template, so the shop prints the default
 * again (`DELETE {endpoint}{kind}`).
 *
 * @example
 * const outcome = await resetTemplate( '/editor/plantillas/', 'checkout' );
 */
export async function resetTemplate(
	endpoint: string,
	kind: TemplateKind
): Promise< TemplateRequestOutcome > {
	return outcomeOf( await fetch( `${ endpoint }${ kind }`, { method: 'DELETE' } ) );
}
