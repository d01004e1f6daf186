import { Badge, Button, Text, Title } from '@mantine/core';
import type { PricingTiersBlock } from '~/blocks/types';
import { Icon } from '~/ui/Icon';
import { SampleSection } from '../SampleSection/SampleSection';
import classes from './PricingTiers.module.css';
import { Grid } from '~/ui/Grid/Grid';
import { field } from '~/ui/field';

export function PricingTiers({ block }: { block: PricingTiersBlock }) {
  return (
    <SampleSection
      anchor={block.anchor}
      eyebrow={block.eyebrow}
      title={block.title}
      subtitle={block.subtitle}
      alt
      fields={{ eyebrow: field(block, 'eyebrow'), title: field(block, 'title'), subtitle: field(block, 'subtitle') }}
    >
      <Grid md={block.tiers.length} className={classes.list}>
        {block.tiers.map((tier) => (
          <li key={tier.name} className={classes.tier} data-highlight={tier.highlight ? true : undefined}>
            {tier.highlight && (
              <Badge variant="filled" className={classes.ribbon} {...field(tier, 'highlight')}>
                {tier.highlight}
              </Badge>
            )}
            <Title order={3} className={classes.name} {...field(tier, 'name')}>
              {tier.name}
            </Title>
            <Text className={classes.price} {...field(tier, 'price')}>
              {tier.price}
              {tier.period && (
                <span className={classes.period} {...field(tier, 'period')}>
                  {tier.period}
                </span>
              )}
            </Text>
            {tier.description && (
              <Text className={classes.description} {...field(tier, 'description')}>
                {tier.description}
              </Text>
            )}
            <ul className={classes.features}>
              {tier.features.map((feature, i) => (
                <li key={feature} {...field(tier.features, i)}>
                  <Icon name="check" size={18} />
                  {feature}
                </li>
              ))}
            </ul>
            <Button type="button" fullWidth size="md" variant={tier.highlight ? 'filled' : 'outline'} {...field(tier, 'action')}>
              {tier.action}
            </Button>
          </li>
        ))}
      </Grid>
    </SampleSection>
  );
}
