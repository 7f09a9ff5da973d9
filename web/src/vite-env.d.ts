/// <reference types="vite/client" />

/** package.json's version at build time; compared with /meta.json on start. */
declare const __APP_VERSION__: string;
