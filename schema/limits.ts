// Longest text each field may hold, in characters, by the schema type that declares it. The content check
// (tooling/content/schema-check.ts) reads these numbers and refuses longer texts, in dev and at build.
// Search results cut titles past about 60 characters and descriptions past about 160; a headline past 90
// characters takes more than a phone screen at 390 px; buttons past 45 wrap on a phone.
export const LIMITS: Record<string, Record<string, number>> = {
  Seo: { title: 60, description: 160 },
  Trade: { name: 30, badge: 60, headline: 90, intro: 400, featuresTitle: 90, checklistTitle: 90, carouselTitle: 90 },
  TradeClosing: { title: 90, text: 400 },
  Hero: { eyebrow: 60, headline: 90, intro: 400 },
  HeroCta: { label: 45, shortLabel: 28 },
  Cta: { label: 45 },
  IconCard: { title: 60, text: 240 },
  Legal: { heading: 90 },
  Process: { title: 90 },
  Portfolio: { title: 90, subtitle: 240 },
  Included: { title: 90, subtitle: 240 },
  ClosingCta: { title: 90, text: 400 },
  Slide: { title: 60, specialty: 40, description: 240 },
  SiteHero: { title: 90 },
  SampleAction: { label: 45 },
};
