/** Jest for the bundle: tests sit beside the code in test/ folders. */
module.exports = {
	testEnvironment: 'jsdom',
	roots: [ '<rootDir>/src' ],
	testMatch: [ '**/test/**/*.test.[jt]s?(x)' ],
	transform: { '^.+\\.[jt]sx?$': 'babel-jest' },
	moduleNameMapper: { '\\.css$': '<rootDir>/src/test-support/style-stub.js' },
	setupFilesAfterEnv: [ '<rootDir>/src/test-support/setup.ts' ],
	clearMocks: true,
	restoreMocks: true,
};
