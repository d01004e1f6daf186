import '@mantine/carousel/styles.css';
import { lazy, Suspense, useState } from 'react';
import type { PortfolioBlock } from '~/blocks/types';
import { LockedOverlay } from '~/ui/LockedOverlay/LockedOverlay';
import { SectionShell } from '~/ui/SectionShell/SectionShell';
import { whenNearScreen } from '~/ui/whenNearScreen';
// The slides' styles are imported here, so they ship with the page and not with the carousel code: the
// prerendered slides keep their layout when the carousel hydrates.
import classes from './Portfolio.module.css';

const loadCarousel = () => import('./PortfolioCarousel');

export function Portfolio({ block }: { block: PortfolioBlock }) {
  // Prerendered in full. In the browser the gallery sits blurred behind its overlay, so its carousel code
  // loads, and the prerendered slides hydrate, only when the section comes near the screen.
  const [PortfolioCarousel] = useState(() => lazy(() => whenNearScreen(block.anchor).then(loadCarousel)));
  return (
    <SectionShell id={block.anchor} eyebrow={block.eyebrow} title={block.title} subtitle={block.subtitle} tone="dark" size="xl">
      <LockedOverlay title={block.overlay.title} text={block.overlay.text} cta={block.overlay.cta} proof={block.overlay.proof}>
        <Suspense>
          <PortfolioCarousel block={block} classes={classes} />
        </Suspense>
      </LockedOverlay>
    </SectionShell>
  );
}
