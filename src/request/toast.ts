import { notifications } from '@mantine/notifications';

export type ToastText = { title: string; message: string };

/** Toasts show one at a time: the newest replaces the one on screen at once, instead of waiting for it to close. */
export function toast({ title, message }: ToastText, tone: 'error' | 'success' = 'error') {
  notifications.clean();
  notifications.show({
    title,
    message,
    color: tone === 'error' ? 'red.9' : 'teal.9',
    withBorder: true,
  });
}
