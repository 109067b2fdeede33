/** Prettier for `npm run lint` / `npm run lint:fix`: WordPress's own settings, nothing changed. */
module.exports = require( '@wordpress/prettier-config' );
