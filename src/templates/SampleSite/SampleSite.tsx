import { Button, Container, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Blocks } from '~/blocks/Blocks';
import { sampleBlocks } from '~/blocks/sampleRegistry';
import type { SampleContent } from '~/content';
import { Icon } from '~/ui/Icon';
import { useRootData } from '~/ui/useRootData';
import classes from './SampleSite.module.css';
import { MAIN_ANCHOR } from '../../../schema/anchors.ts';

/** A sample site: the agency's banner, then the site's own blocks in its own theme. */
export function SampleSite({ site }: { site: SampleContent }) {
  const banner = useRootData()?.site.sampleBanner;
  return (
    <div className={classes.site} data-surface={site.theme.surface}>
      {banner && (
        <aside className={classes.banner} lang="fr">
          <Container size="lg" className={classes.bannerInner}>
            <Text size="sm" fw={700}>
              {banner.text}
            </Text>
            <Button component={Link} to="/" size="xs" variant="white" color="dark" leftSection={<Icon name="arrow-left" size={14} />}>
              {banner.back}
            </Button>
          </Container>
        </aside>
      )}
      <main id={MAIN_ANCHOR}>
        <Blocks blocks={site.blocks} registry={sampleBlocks} />
      </main>
    </div>
  );
}
