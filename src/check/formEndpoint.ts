// Where the request form may post: a deployer sets any other endpoint at build time (VITE_FORM_ENDPOINT), never
// the content, which the editor lets more people change. A wrong address here would send every lead elsewhere.

/** The form services whose endpoints the content may name: https, on their own host. */
export const FORM_SERVICES = [{ name: 'Formspree', host: 'formspree.io', path: /^\/f\/[A-Za-z0-9]+$/ }] as const;

export function isAllowedFormEndpoint(address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    !url.username &&
    !url.password &&
    !url.port &&
    FORM_SERVICES.some((service) => url.hostname === service.host && service.path.test(url.pathname))
  );
}
