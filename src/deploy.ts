/** Normalises BASE_PATH to "/" or "/a/b/" so that links and assets work under a sub-path. */
export function basePath(raw: string | undefined): string {
  const trimmed = (raw ?? '/').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}
