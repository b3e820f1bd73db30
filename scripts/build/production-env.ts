/*
 * Imported first by prerender.ts: the libraries the server build of the app leaves to Node (React,
 * its JSX runtime) must load their production builds, like the browser bundle's, and they pick
 * their build when first loaded.
 */
process.env.NODE_ENV = 'production';
