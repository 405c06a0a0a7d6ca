import type { Plugin } from 'rollup';

/** Writes `postcode-validator`'s `CountryCode.XX` enum members as their strings. */
export function inlinePostcodeCountryCodes(): Plugin;
