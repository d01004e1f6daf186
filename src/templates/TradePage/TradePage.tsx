import { Container, Text, Title } from '@mantine/core';
import { Checklist } from '~/blocks/Checklist/Checklist';
import { ClosingCta } from '~/blocks/ClosingCta/ClosingCta';
import { FeatureCards } from '~/blocks/FeatureCards/FeatureCards';
import type { TradeContent } from '~/content';
import { SectorCarousel } from '~/blocks/SectorCarousel/SectorCarousel';
import { Island } from '~/islands/Island';
import { CtaButton } from '~/ui/CtaButton/CtaButton';
import { LockedOverlay } from '~/ui/LockedOverlay/LockedOverlay';
import { SectionShell } from '~/ui/SectionShell/SectionShell';
import { field } from '~/ui/field';
import { useRootData } from '~/ui/useRootData';
import classes from './TradePage.module.css';

export function TradePage({ page }: { page: TradeContent }) {
  const site = useRootData()?.site;
  if (!site) return null;
  const props = { slides: page.slides, labels: site.carousel };
  return (
    <>
      <section className={classes.hero}>
        <Container size="md" className={classes.heroInner}>
          <p className={classes.badge} {...field(page, 'badge')}>
            {page.badge}
          </p>
          <Title order={1} className={classes.headline} {...field(page, 'headline')}>
            {page.headline}
          </Title>
          <Text className={classes.intro} {...field(page, 'intro')}>
            {page.intro}
          </Text>
          <CtaButton href={page.cta.href} size="xl" field={field(page.cta, 'label')}>
            {page.cta.label}
          </CtaButton>
        </Container>
      </section>
      <SectionShell id="atouts" title={page.featuresTitle} tone="muted" fields={{ title: field(page, 'featuresTitle') }}>
        <FeatureCards features={page.features} />
        {page.bodyHtml && <div className={classes.body} dangerouslySetInnerHTML={{ __html: page.bodyHtml }} {...field(page, 'bodyHtml')} />}
      </SectionShell>
      <SectionShell id="inclus" title={page.checklistTitle} fields={{ title: field(page, 'checklistTitle') }}>
        <Checklist items={page.checklist} />
      </SectionShell>
      <SectionShell
        id="exemples"
        title={page.carouselTitle}
        subtitle={page.carouselIntro}
        tone="muted"
        fields={{ title: field(page, 'carouselTitle'), subtitle: field(page, 'carouselIntro') }}
      >
        {page.locked ? (
          // Behind its overlay, the carousel stays as the page draws it: nothing there to hydrate.
          <LockedOverlay title={site.lockedGallery.title} text={site.lockedGallery.text} cta={site.lockedGallery.cta}>
            <Island name="sector-carousel" component={SectorCarousel} props={props} still />
          </LockedOverlay>
        ) : (
          <Island name="sector-carousel" component={SectorCarousel} props={props} />
        )}
      </SectionShell>
      <ClosingCta block={page.closing} />
    </>
  );
}
