import '@testing-library/jest-dom';

// jsdom does not implement scrolling; the storefront scrolls to the top after navigating.
window.scrollTo = () => {};
