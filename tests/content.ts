// The content lists the tests walk through and the site itself never needs whole.
import { allSamples, allTrades } from 'contentlayer/generated';

export const tradeSlugs = () => allTrades.map((t) => t.slug);
export const sampleSlugs = () => allSamples.map((s) => s.slug);
