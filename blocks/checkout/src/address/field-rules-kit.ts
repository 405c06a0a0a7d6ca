/** What evaluating additional fields' rules takes (the document builder, the rule application, the evaluator's loader): downloaded only for a form whose fields have rules. */

export { applyFieldRules, buildCheckoutDocument, loadFieldRuleEvaluator } from '@cesta/validation';
