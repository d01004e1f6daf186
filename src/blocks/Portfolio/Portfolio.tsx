import type { PortfolioBlock } from '~/blocks/types';
import { PortfolioCarousel } from '~/blocks/PortfolioCarousel/PortfolioCarousel';
import { Island } from '~/islands/Island';
import { LockedOverlay } from '~/ui/LockedOverlay/LockedOverlay';
import { SectionShell } from '~/ui/SectionShell/SectionShell';
import { field } from '~/ui/field';

/** The sample sites, moving by themselves (an island), blurred behind the access overlay. */
export function Portfolio({ block }: { block: PortfolioBlock }) {
  const { items, ratingLabel, autoplayDelay, loop, overlay } = block;
  return (
    <SectionShell
      id={block.anchor}
      eyebrow={block.eyebrow}
      title={block.title}
      subtitle={block.subtitle}
      tone="dark"
      size="xl"
      fields={{ eyebrow: field(block, 'eyebrow'), title: field(block, 'title'), subtitle: field(block, 'subtitle') }}
    >
      <LockedOverlay
        title={overlay.title}
        text={overlay.text}
        cta={overlay.cta}
        proof={overlay.proof}
        fields={{
          title: field(overlay, 'title'),
          text: field(overlay, 'text'),
          cta: field(overlay.cta, 'label'),
          proof: field(overlay, 'proof'),
        }}
      >
        <Island name="portfolio" component={PortfolioCarousel} props={{ items, ratingLabel, autoplayDelay, loop }} />
      </LockedOverlay>
    </SectionShell>
  );
}
