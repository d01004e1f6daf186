// npm run bench: Lighthouse on the site's routes (./lighthouse.ts), or with --first-interaction, a visitor's first tap
// on each island on a slow phone (./first-interaction.ts).
await import(process.argv.includes('--first-interaction') ? './first-interaction.ts' : './lighthouse.ts');

export {};
