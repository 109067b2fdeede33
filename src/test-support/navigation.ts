/**
 * jsdom cannot leave the page: tests of a redirect to another site (a payment provider's page) swap
 * window.location for a copy whose assign() is recorded, and put the real one back after.
 */
export function recordNavigation(): {
	assign: jest.Mock;
	/** The page's real location (history changes still show on it). */
	original: Location;
	restore: () => void;
} {
	const original = window.location;
	const assign = jest.fn();
	Object.defineProperty( window, 'location', {
		configurable: true,
		value: { ...original, assign },
	} );
	return {
		assign,
		original,
		restore: () =>
			Object.defineProperty( window, 'location', {
				configurable: true,
				value: original,
			} ),
	};
}
