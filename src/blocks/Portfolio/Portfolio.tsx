import { useEffect, useRef } from 'react';
import type { PortfolioBlock } from '~/blocks/types';
import { LockedOverlay } from '~/ui/LockedOverlay/LockedOverlay';
import { SectionShell } from '~/ui/SectionShell/SectionShell';
import { startPortfolio } from './autoplay';
import { PortfolioCard } from './PortfolioCard';
import classes from './Portfolio.module.css';

/**
 * The sample sites in a strip that moves by itself, blurred behind the access overlay. Its motion is a small script of
 * its own (./autoplay.ts): run from an effect when React renders the block, inline at the end of the landing page,
 * which ships no React (the home route's `handle.inlineScripts`).
 */
export function Portfolio({ block }: { block: PortfolioBlock }) {
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => (strip.current ? startPortfolio(strip.current, block.autoplayDelay, block.loop) : undefined), [block]);
  return (
    <SectionShell id={block.anchor} eyebrow={block.eyebrow} title={block.title} subtitle={block.subtitle} tone="dark" size="xl">
      <LockedOverlay title={block.overlay.title} text={block.overlay.text} cta={block.overlay.cta} proof={block.overlay.proof}>
        <div
          ref={strip}
          className={classes.carousel}
          data-testid="portfolio-carousel"
          data-portfolio=""
          data-delay={block.autoplayDelay}
          data-loop={block.loop ? '' : undefined}
          data-current={0}
        >
          <ul className={classes.track}>
            {block.items.map((item) => (
              <li key={item.id} className={classes.slide}>
                <PortfolioCard item={item} ratingLabel={block.ratingLabel} classes={classes} />
              </li>
            ))}
          </ul>
        </div>
      </LockedOverlay>
    </SectionShell>
  );
}
