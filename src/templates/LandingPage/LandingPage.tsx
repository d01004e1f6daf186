import { Blocks } from '~/blocks/Blocks';
import { FloatingCta } from '~/blocks/FloatingCta/FloatingCta';
import { landingBlocks } from '~/blocks/landingRegistry';
import type { LandingContent } from '~/content';
import { useRootData } from '~/ui/useRootData';

export function LandingPage({ page }: { page: LandingContent }) {
  const floating = useRootData()?.site.floatingCta;
  return (
    <>
      <Blocks blocks={page.blocks} registry={landingBlocks} />
      {floating && <FloatingCta label={floating.label} href={floating.href} />}
    </>
  );
}
