import '@testing-library/jest-dom';

// jsdom does not implement scrolling; the router's scroll restoration calls it after every navigation.
if (typeof window !== 'undefined') window.scrollTo = (() => undefined) as typeof window.scrollTo;
