import { Text, Title } from '@mantine/core';
import type { TextBlockBlock } from '~/blocks/types';
import { Icon } from '~/ui/Icon';
import { Picture } from '~/ui/Picture/Picture';
import { SampleSection } from '../SampleSection/SampleSection';
import section from '../SampleSection/SampleSection.module.css';
import classes from './TextBlock.module.css';
import { field } from '~/ui/field';

export function TextBlock({ block }: { block: TextBlockBlock }) {
  return (
    <SampleSection anchor={block.anchor}>
      <div className={classes.layout} data-with-image={block.image ? true : undefined}>
        <div>
          {block.eyebrow && (
            <Text className={section.eyebrow} {...field(block, 'eyebrow')}>
              {block.eyebrow}
            </Text>
          )}
          <Title order={2} className={classes.title} {...field(block, 'title')}>
            {block.title}
          </Title>
          {block.paragraphs.map((paragraph, i) => (
            <Text key={paragraph} className={classes.paragraph} {...field(block.paragraphs, i)}>
              {paragraph}
            </Text>
          ))}
          {block.bullets && (
            <ul className={classes.bullets}>
              {block.bullets.map((bullet, i) => (
                <li key={bullet} {...field(block.bullets ?? [], i)}>
                  <Icon name="check" size={18} />
                  {bullet}
                </li>
              ))}
            </ul>
          )}
        </div>
        {block.image && (
          <Picture
            src={block.image.src}
            alt={block.image.alt}
            width={1000}
            height={750}
            className={classes.image}
            field={field(block.image, 'src')}
          />
        )}
      </div>
    </SampleSection>
  );
}
