/** Stylelint for `npm run lint` (wp-scripts lint-style): WordPress's rules for plain CSS. */
module.exports = {
	extends: '@wordpress/stylelint-config',
	rules: {
		// The class names are BEM (`cs-card__title`, `cs-stock--low`), shared with the server's markup;
		// wp-scripts' own default config turns this rule off for the same reason.
		'selector-class-pattern': null,
		// It compares selectors that never match the same element (`.cs-nav a:hover` and `.cs-footer a`,
		// `:disabled` and `:hover:not(:disabled)`); the cascade order it asks for is not the one the
		// stylesheet is grouped by (per screen).
		'no-descending-specificity': null,
	},
};
