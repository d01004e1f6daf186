import type { LandingContent, SampleContent } from '~/content';

export type LandingBlock = LandingContent['blocks'][number];
export type SampleBlock = SampleContent['blocks'][number];
export type BlockOf<U extends { type: string }, K extends U['type']> = Extract<U, { type: K }>;

export type HeroBlock = BlockOf<LandingBlock, 'Hero'>;
export type ProcessBlock = BlockOf<LandingBlock, 'Process'>;
export type PortfolioBlock = BlockOf<LandingBlock, 'Portfolio'>;
export type IncludedBlock = BlockOf<LandingBlock, 'Included'>;
export type ClosingCtaBlock = BlockOf<LandingBlock, 'ClosingCta'>;

/** One component per block type: adding a type to the schema without its component fails the typecheck. */
export type Registry<U extends { type: string }> = {
  [K in U['type']]: React.ComponentType<{ block: BlockOf<U, K> }>;
};

export type SiteHeaderBlock = BlockOf<SampleBlock, 'SiteHeader'>;
export type SiteHeroBlock = BlockOf<SampleBlock, 'SiteHero'>;
export type StatsBlock = BlockOf<SampleBlock, 'Stats'>;
export type CardsBlock = BlockOf<SampleBlock, 'Cards'>;
export type MenuBlock = BlockOf<SampleBlock, 'Menu'>;
export type TeamBlock = BlockOf<SampleBlock, 'Team'>;
export type TestimonialsBlock = BlockOf<SampleBlock, 'Testimonials'>;
export type HoursBlock = BlockOf<SampleBlock, 'Hours'>;
export type ContactBlock = BlockOf<SampleBlock, 'Contact'>;
export type SampleFormBlock = BlockOf<SampleBlock, 'SampleForm'>;
export type GalleryBlock = BlockOf<SampleBlock, 'Gallery'>;
export type PricingTiersBlock = BlockOf<SampleBlock, 'PricingTiers'>;
export type TextBlockBlock = BlockOf<SampleBlock, 'TextBlock'>;
export type SiteFooterBlock = BlockOf<SampleBlock, 'SiteFooter'>;
