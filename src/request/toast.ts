import { notifications } from '@mantine/notifications';

export type ToastText = { title: string; message: string };

/** One toast at a time: the Notifications host has limit 1, so the next one waits for this one. */
export function toast({ title, message }: ToastText, tone: 'error' | 'success' = 'error') {
  notifications.show({
    title,
    message,
    color: tone === 'error' ? 'red.9' : 'teal.9',
    withBorder: true,
  });
}
