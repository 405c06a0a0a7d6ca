/** The repository's ESLint flat config: TypeScript, React hooks, jsx-a11y, looser rules for tests and scripts. */

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
	{
		ignores: [
			'**/dist/**',
			'**/node_modules/**',
			'**/coverage/**',
			'**/public/mockServiceWorker.js',
			'**/storybook-static/**',
			'**/standalone/dist/**',
		],
	},
	js.configs.recommended,
	...tseslint.configs.recommended,
	{
		files: [ '**/*.{ts,tsx}' ],
		plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
		languageOptions: {
			globals: { ...globals.browser },
		},
		rules: {
			...reactHooks.configs.recommended.rules,
			...jsxA11y.flatConfigs.recommended.rules,
			'@typescript-eslint/no-unused-vars': [
				'error',
				{ argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
			],
			'@typescript-eslint/consistent-type-imports': 'error',
			'no-console': [ 'error', { allow: [ 'warn', 'error' ] } ],
		},
	},
	{
		files: [ '**/*.test.{ts,tsx}', '**/test/**', 'scripts/**', 'bench/**', 'e2e/**' ],
		languageOptions: { globals: { ...globals.node, ...globals.jest } },
		rules: {
			'@typescript-eslint/no-non-null-assertion': 'off',
			'no-console': 'off',
		},
	},
	{
		files: [ '**/*.{js,mjs,cjs}' ],
		languageOptions: { globals: { ...globals.node } },
		rules: { '@typescript-eslint/no-require-imports': 'off' },
	},
	prettier
);
