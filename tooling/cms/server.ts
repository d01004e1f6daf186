// decap-server, the CMS's local backend: reads and writes the working copy's files for /admin/ on the dev server.
// Listens on 127.0.0.1 only, on DECAP_SERVER_PORT (8081 by default); GIT_REPO_DIRECTORY picks another copy.
process.env.PORT = process.env.DECAP_SERVER_PORT ?? '8081';
process.env.BIND_HOST = '127.0.0.1';
process.env.MODE = 'fs';
await import('decap-server/dist/index.js');

// A module, for the top-level await above.
export {};
