// `npm run content`, and the first step of `npm run dev`, in one process (each TypeScript process costs a loader
// start): the icon sprite, the responsive images, then the content check and generation (tooling/content/build.ts,
// which reads --dev from the command line).
await import('./icon-sprite.ts');
const { deriveAndReport } = await import('./images.ts');
await deriveAndReport();
await import('../content/build.ts');

export {};
