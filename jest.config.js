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
	// Screen tests type into formik forms with user-event: seconds each on a busy 2-core CI machine, where
	// Jest's default 5 s made them fail for time alone. Nothing here asserts a timing.
	testTimeout: 30000,
};
