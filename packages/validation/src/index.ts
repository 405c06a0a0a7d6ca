/** Public surface of @cesta/validation. */

export {
	ADDITIONAL_FIELD_INDEX_START,
	GERMAN_LOCALE_PREFIX,
	PASSWORD_CLASS_SCORE_RULES,
	PASSWORD_FALLBACK_SCORE_RULES,
	PASSWORD_SCORE_MAX,
	QUANTITY_MAXIMUM_DEFAULT,
	QUANTITY_MINIMUM_DEFAULT,
	QUANTITY_MULTIPLE_OF_DEFAULT,
	VALIDATION_ERROR_ID_PREFIX,
} from './constants';
export { buildCheckoutDocument } from './additional-fields/document';
export { getFormErrors } from './additional-fields/form-errors';
export { applyFieldRules, loadFieldRuleEvaluator } from './additional-fields/load';
export { getAdditionalFields, hasFieldRules, isAdditionalFieldKey } from './additional-fields/read';
export {
	emptyHiddenAddressFields,
	hasAllAddressKeys,
	isAddressComplete,
	isFieldRequired,
} from './address/completeness';
export { getAddressCountryError } from './address/country';
export { getDefaultAddressFields, sortFieldsByIndex } from './address/default-fields';
export { matchStateOption } from './address/state';
export { getEmailError, isEmail, normaliseEmail } from './email';
export { getAddressFormFields, keyFormFields } from './fields/address-form-fields';
export { getAddressErrors, getFieldError } from './fields/field-error';
export { applyLocaleOverride, readCountryLocale } from './fields/locale-override';
export {
	areAddressLocalesLoaded,
	getBuiltInCountryLocale,
	getBuiltInStates,
	loadAddressLocales,
	needsAddressLocales,
} from './fields/locales/load';
export { isRuleSchema, normaliseField } from './fields/normalise-field';
export { normaliseFieldValue } from './fields/normalise-value';
export { getValidationErrorId } from './error-id';
export { getDocumentLocale, isGermanLocale, labelInSentence } from './locale';
export {
	checkboxRequiredMessage,
	countryMissingMessage,
	countryNotAllowedMessage,
	countryNotShippableMessage,
	emailInvalidMessage,
	fieldInvalidMessage,
	optionalLabel,
	patternMismatchMessage,
	postcodeInvalidMessage,
	selectInvalidMessage,
	selectPlaceholder,
	selectRequiredMessage,
	textInvalidMessage,
} from './messages';
export { getFallbackPasswordScore, getPasswordClassScore } from './password/character-scores';
export { describePassword } from './password/character-kinds';
export { getPasswordStrengthLabel } from './password/labels';
export {
	createPasswordStrengthMeter,
	getPasswordStrength,
	loadZxcvbnScorer,
} from './password/library-scorer';
export {
	hasPostcodePattern,
	normaliseCountryCode,
	POSTCODE_PATTERN_OVERRIDES,
} from './postcode/patterns';
export { arePostcodePatternsLoaded, loadPostcodePatterns } from './postcode/load';
export {
	arePostcodesEqual,
	getPostcodeComparisonKey,
	normalisePostcode,
} from './postcode/normalise';
export { getPostcodeError, isPostcode } from './postcode/postcode';
export { clampQuantity, isQuantityNoticeAllowed } from './quantity';
export { getValidityMessageForInput } from './validity-message';

export type { FormErrorsOptions } from './additional-fields/form-errors';
export type {
	AdditionalFieldValue,
	CheckoutDocument,
	CheckoutDocumentInput,
	FieldRuleContext,
	FieldRuleEvaluator,
} from './additional-fields/types';
export type {
	AddressFieldDefinition,
	AddressFieldKey,
	AddressFieldMap,
	AddressFieldOption,
	AddressType,
	DefaultAddressFields,
} from './address/types';
export type { CountryCheckOptions, CountryList } from './address/country';
export type { FieldErrorContext, ValidatableField } from './fields/field-error';
export type { FieldBase } from './fields/normalise-field';
export type {
	AddressFormField,
	AddressFormFieldsOptions,
	CountryLocale,
	FieldLocaleOverride,
	FieldRules,
} from './fields/types';
export type { PasswordScoreRule } from './constants';
export type { PasswordScore } from './password/labels';
export type {
	PasswordScorer,
	PasswordStrength,
	PasswordStrengthMeter,
} from './password/library-scorer';
export type { PostcodeInput } from './postcode/postcode';
export type { QuantityLimitsInput } from './quantity';
export type { ValidatableInput } from './validity-message';
