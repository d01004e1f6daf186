import { Button, Group, Text, Title } from '@mantine/core';
import type { RequestContent } from '~/content';
import { format } from '~/content/tokens';
import { telHref } from '~/ui/tel';
import { Icon } from '~/ui/Icon';
import classes from './RequestFallback.module.css';

const actionClasses = { root: classes.action, label: classes.actionLabel };

type RequestFallbackProps = { fallback: RequestContent['fallback']; phone: string; mailto: string };

/** After a failed send: the agency's phone number, and an e-mail with the request already written. */
export function RequestFallback({ fallback, phone, mailto }: RequestFallbackProps) {
  return (
    <section className={classes.fallback} aria-labelledby="envoi-autrement">
      <Title order={2} id="envoi-autrement" className={classes.title}>
        {fallback.title}
      </Title>
      <Text className={classes.text}>{fallback.text}</Text>
      <Group gap="sm">
        <Button component="a" href={telHref(phone)} size="md" classNames={actionClasses} leftSection={<Icon name="phone" size={18} />}>
          {format(fallback.call, { phone })}
        </Button>
        <Button
          component="a"
          href={mailto}
          size="md"
          variant="outline"
          classNames={actionClasses}
          leftSection={<Icon name="mail" size={18} />}
        >
          {fallback.mail}
        </Button>
      </Group>
    </section>
  );
}
