import { ORIGIN_KEY, type VisitOrigin } from '~/islands/noteVisitOrigin';

export const noOrigin = (): VisitOrigin => ({ page: '', source: '', medium: '', campaign: '', referrer: '' });

/** The origin noted for this visit; empty values when none was. */
export function readVisitOrigin(): VisitOrigin {
  const origin = noOrigin();
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(ORIGIN_KEY) ?? '{}');
    if (stored && typeof stored === 'object') {
      for (const key of Object.keys(origin) as (keyof VisitOrigin)[]) {
        const value = (stored as Record<string, unknown>)[key];
        if (typeof value === 'string') origin[key] = value;
      }
    }
  } catch {
    // Nothing readable: empty values.
  }
  return origin;
}
