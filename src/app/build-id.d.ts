/** The id of the running build, written by scripts/vite-build-version.ts (also in /version.json). */
declare const __BUILD_ID__: string;
