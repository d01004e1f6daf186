// The content lists the tests walk through and the site itself never needs whole.
import { allLegals, allSamples, allTrades } from 'contentlayer/generated';

export const tradeSlugs = () => allTrades.map((t) => t.slug);
export const sampleSlugs = () => allSamples.map((s) => s.slug);
/** A legal page's Markdown body as written, its {tokens} not filled. */
export const legalMarkdown = (slug: string) => allLegals.find((l) => l.slug === slug)?.body.raw ?? '';
