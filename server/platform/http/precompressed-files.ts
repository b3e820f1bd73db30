/**
 * Which files of the client build get precompressed variants beside them (`<file>.br`, `<file>.gz`,
 * written by scripts/build/precompress-plugin.ts) and are served as such (server/platform/plugins/client.ts).
 * Images and fonts that are compressed already (png, jpg, woff2) are not in the list.
 */
export const PRECOMPRESSIBLE_FILE = /\.(?:js|mjs|cjs|css|html|htm|svg|json|webmanifest|txt|xml|ico|wasm|ttf|otf)$/i;

/** A precompressed variant's suffix. */
export const PRECOMPRESSED_VARIANT = /\.(?:br|gz)$/;
