import '@mantine/carousel/styles.css';
import { lazy, Suspense } from 'react';
import type { PortfolioBlock } from '~/blocks/types';
import { LockedOverlay } from '~/ui/LockedOverlay/LockedOverlay';
import { SectionShell } from '~/ui/SectionShell/SectionShell';

// Prerendered in full; in the browser the carousel code loads after the page is interactive,
// since the gallery sits blurred behind its overlay.
const PortfolioCarousel = lazy(() => import('./PortfolioCarousel'));

export function Portfolio({ block }: { block: PortfolioBlock }) {
  return (
    <SectionShell id={block.anchor} eyebrow={block.eyebrow} title={block.title} subtitle={block.subtitle} tone="dark" size="xl">
      <LockedOverlay title={block.overlay.title} text={block.overlay.text} cta={block.overlay.cta} proof={block.overlay.proof}>
        <Suspense>
          <PortfolioCarousel block={block} />
        </Suspense>
      </LockedOverlay>
    </SectionShell>
  );
}
