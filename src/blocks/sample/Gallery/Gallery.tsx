import type { GalleryBlock } from '~/blocks/types';
import { Picture } from '~/ui/Picture/Picture';
import { SampleSection } from '../SampleSection/SampleSection';
import classes from './Gallery.module.css';
import { field } from '~/ui/field';

export function Gallery({ block }: { block: GalleryBlock }) {
  return (
    <SampleSection
      anchor={block.anchor}
      eyebrow={block.eyebrow}
      title={block.title}
      fields={{ eyebrow: field(block, 'eyebrow'), title: field(block, 'title') }}
    >
      <ul className={classes.grid}>
        {block.images.map((image) => (
          <li key={image.src}>
            <Picture
              src={image.src}
              alt={image.alt}
              width={600}
              height={600}
              sizes="(max-width: 48em) 50vw, 25vw"
              className={classes.image}
              field={field(image, 'src')}
            />
          </li>
        ))}
      </ul>
    </SampleSection>
  );
}
