import { Text, Title } from '@mantine/core';
import type { PortfolioBlock } from '~/blocks/types';
import { format } from '~/content/tokens';
import { Icon } from '~/ui/Icon';
import { Picture } from '~/ui/Picture/Picture';
import { Stars } from '~/ui/Stars/Stars';
import { field } from '~/ui/field';

const DEVICE_ICONS = { desktop: 'device-laptop', mobile: 'device-mobile', tablet: 'device-tablet' } as const;

export function PortfolioCard({
  item,
  ratingLabel,
  classes,
}: {
  item: PortfolioBlock['items'][number];
  ratingLabel: string;
  classes: CSSModuleClasses;
}) {
  return (
    <article className={classes.card}>
      <div className={classes.media}>
        <Picture
          src={item.image}
          alt=""
          width={640}
          height={400}
          sizes="(min-width: 62em) 420px, 80vw"
          className={classes.image}
          field={field(item, 'image')}
        />
      </div>
      <div className={classes.body}>
        <Text size="xs" className={classes.category} {...field(item, 'category')}>
          {item.category}
        </Text>
        <Title order={3} className={classes.title} {...field(item, 'title')}>
          {item.title}
        </Title>
        <div className={classes.meta}>
          <span className={classes.devices}>
            {item.devices.map((device) => (
              <Icon key={device} name={DEVICE_ICONS[device]} size={18} />
            ))}
          </span>
          <Stars rating={item.rating} label={format(ratingLabel, { rating: item.rating })} />
        </div>
      </div>
    </article>
  );
}
