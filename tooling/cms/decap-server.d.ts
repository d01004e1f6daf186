// decap-server ships no types. tooling/cms/server.ts imports it only to start it: nothing of it is used.
declare module 'decap-server/dist/index.js' {}
