import type { PortfolioBlock } from '~/blocks/types';
import { PortfolioCarousel } from '~/blocks/PortfolioCarousel/PortfolioCarousel';
import { Island } from '~/islands/Island';
import { LockedOverlay } from '~/ui/LockedOverlay/LockedOverlay';
import { SectionShell } from '~/ui/SectionShell/SectionShell';

/** The sample sites, moving by themselves (an island), blurred behind the access overlay. */
export function Portfolio({ block }: { block: PortfolioBlock }) {
  const { items, ratingLabel, autoplayDelay, loop } = block;
  return (
    <SectionShell id={block.anchor} eyebrow={block.eyebrow} title={block.title} subtitle={block.subtitle} tone="dark" size="xl">
      <LockedOverlay title={block.overlay.title} text={block.overlay.text} cta={block.overlay.cta} proof={block.overlay.proof}>
        <Island name="portfolio" component={PortfolioCarousel} props={{ items, ratingLabel, autoplayDelay, loop }} />
      </LockedOverlay>
    </SectionShell>
  );
}
