/**
 * ESLint for `npm run lint` (wp-scripts lint-js): WordPress's recommended rules, which bring the
 * TypeScript parser and Prettier with `@wordpress/prettier-config` (.prettierrc.js).
 */
module.exports = {
	root: true,
	extends: [ 'plugin:@wordpress/eslint-plugin/recommended' ],
	overrides: [
		{
			files: [ '**/*.ts', '**/*.tsx' ],
			rules: {
				// TypeScript's signatures name and type every parameter (destructured props included);
				// the doc comments say why, not a `@param` line repeating each name.
				'jsdoc/require-param': 'off',
			},
		},
		{
			// Jest tests and their helpers.
			files: [ 'src/**/test/**', 'src/test-support/**' ],
			extends: [ 'plugin:@wordpress/eslint-plugin/test-unit' ],
		},
		{
			// Node's CommonJS config files at the repository root.
			files: [ '*.js' ],
			env: { node: true },
		},
	],
};
