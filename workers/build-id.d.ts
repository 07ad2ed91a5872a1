/** Set by vite.config.ts at every build: the deployed version the edge cache keys pages by. */
declare const __BUILD_ID__: string;
