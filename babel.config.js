module.exports = {
	presets: [ '@wordpress/babel-preset-default' ],
};
