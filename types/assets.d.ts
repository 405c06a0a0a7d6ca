// Stylesheets are imported for their side effect: the build collects them
// into each package's `dist/style.css`, Jest replaces them with an empty module.
declare module '*.css';
