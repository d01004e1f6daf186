import { Text, Title } from '@mantine/core';
import type { TeamBlock } from '~/blocks/types';
import { Picture } from '~/ui/Picture/Picture';
import { SampleSection } from '../SampleSection/SampleSection';
import classes from './Team.module.css';
import { Grid } from '~/ui/Grid/Grid';
import { field } from '~/ui/field';

export function Team({ block }: { block: TeamBlock }) {
  return (
    <SampleSection
      anchor={block.anchor}
      eyebrow={block.eyebrow}
      title={block.title}
      alt
      fields={{ eyebrow: field(block, 'eyebrow'), title: field(block, 'title') }}
    >
      <Grid sm={2} md={Math.min(block.members.length, 4)} className={classes.list}>
        {block.members.map((member) => (
          <li key={member.name} className={classes.member}>
            <Picture
              src={member.image.src}
              alt={member.image.alt}
              width={600}
              height={600}
              sizes="(max-width: 48em) 100vw, 33vw"
              className={classes.photo}
              field={field(member.image, 'src')}
            />
            <div className={classes.body}>
              <Title order={3} className={classes.name} {...field(member, 'name')}>
                {member.name}
              </Title>
              <Text className={classes.role} {...field(member, 'role')}>
                {member.role}
              </Text>
              {member.speciality && (
                <Text className={classes.detail} {...field(member, 'speciality')}>
                  {member.speciality}
                </Text>
              )}
              {member.experience && (
                <Text className={classes.detail} {...field(member, 'experience')}>
                  {member.experience}
                </Text>
              )}
            </div>
          </li>
        ))}
      </Grid>
    </SampleSection>
  );
}
