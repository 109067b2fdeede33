/**
 * A drawn plan of the neighbourhood with the shop's pin: the contact page's map that needs no
 * network (no tiles, no third-party request, no cookies). Decorative: the address and the links to
 * OpenStreetMap / Google Maps beside it carry the information.
 */
export function OfflineMap() {
	return (
		<svg
			className="cs-map__plan"
			viewBox="0 0 640 400"
			aria-hidden="true"
			focusable="false"
			preserveAspectRatio="xMidYMid slice"
		>
			<rect className="cs-map__ground" width="640" height="400" />
			<path
				className="cs-map__park"
				d="M40 40h150v110H40zM460 260h150v110H460z"
			/>
			<path
				className="cs-map__river"
				d="M520 -10C470 90 560 170 500 250S420 360 450 420"
			/>
			<g className="cs-map__blocks">
				<rect x="40" y="180" width="150" height="80" rx="6" />
				<rect x="40" y="290" width="150" height="80" rx="6" />
				<rect x="220" y="40" width="180" height="110" rx="6" />
				<rect x="220" y="290" width="180" height="80" rx="6" />
				<rect x="220" y="180" width="60" height="80" rx="6" />
				<rect x="340" y="180" width="60" height="80" rx="6" />
				<rect x="430" y="40" width="60" height="110" rx="6" />
			</g>
			<g className="cs-map__streets">
				<path d="M0 165h640M0 275h640M205 0v400M415 0v400" />
			</g>
			<g className="cs-map__pin" transform="translate(310 220)">
				<circle r="26" className="cs-map__pin-halo" />
				<path
					d="M0 8c-14-16-20-26-20-36a20 20 0 0 1 40 0c0 10-6 20-20 36z"
					transform="translate(0 -4)"
				/>
				<circle cy="-32" r="7" className="cs-map__pin-dot" />
			</g>
		</svg>
	);
}
