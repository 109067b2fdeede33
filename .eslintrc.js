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
			// The api layer's public surface (src/api/index.ts) is the only way in from screens,
			// components, state and the entry points (issue 32); the domain's rules may read its types
			// and constants module by module, and tests may reach inside.
			files: [ 'src/**/*.ts', 'src/**/*.tsx' ],
			excludedFiles: [
				'src/api/**',
				'src/domain/**',
				'src/**/test/**',
				'src/test-support/**',
			],
			rules: {
				'no-restricted-imports': [
					'error',
					{
						patterns: [
							{
								group: [ '**/api/*', '!**/api/index' ],
								message:
									'Import the api layer from its public surface (src/api/index.ts).',
							},
						],
					},
				],
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
