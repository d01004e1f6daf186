/** A public/ file's address under the deploy prefix; full addresses pass through. */
export function asset(src: string): string {
  return src.startsWith('/') ? `${import.meta.env.BASE_URL}${src.slice(1)}` : src;
}
