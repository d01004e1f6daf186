/** The dev server's stand-in for the form service (see tooling/dev/form-collector.ts). */
export const DEV_COLLECTOR = '/__form';

/** Where the form posts: VITE_FORM_ENDPOINT at build time, the local collector in dev, else the content value. */
export function formEndpoint(fromContent: string): string {
  const override = import.meta.env.VITE_FORM_ENDPOINT as string | undefined;
  if (override) return override;
  if (import.meta.env.DEV) return `${import.meta.env.BASE_URL.replace(/\/$/, '')}${DEV_COLLECTOR}`;
  return fromContent;
}
