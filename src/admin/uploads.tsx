// An upload shows at once. Decap keeps a file uploaded with an entry in the browser until the entry is saved, while
// its image field and the previews ask for the file at its address on the site (`/portfolio/x.jpg`), which has no
// such file yet: Decap's getAsset takes an address that starts with « / » for a published one and leaves it as it is.
// Here the address of a file uploaded with the entry is answered with the file's copy in the browser: in the form (the
// image and file widgets' getAsset) and in the previews (src/admin/previews.tsx).
import { Component, createElement, type ComponentType, type ReactNode } from 'react';
import type { ControlProps } from './checked';
import { uploadedFiles, type EntryMap } from './entry';

type GetAsset = (path: string, field?: unknown) => unknown;

/** The addresses of the files uploaded with the entry, each with the address of its copy in the browser. */
function uploadedUrls(entry: EntryMap | undefined): Map<string, string> {
  return new Map(uploadedFiles(entry).flatMap(({ address, url }) => (url ? [[address, url] as const] : [])));
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** `content` with the address of every file uploaded with the entry replaced by its copy's, at any depth. */
export function withUploads<T>(entry: EntryMap | undefined, content: T): T {
  const urls = uploadedUrls(entry);
  if (urls.size === 0) return content;
  const replaced = (value: unknown): unknown => {
    if (typeof value === 'string') return urls.get(value) ?? value;
    if (Array.isArray(value)) return value.map(replaced);
    return isRecord(value) ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaced(item)])) : value;
  };
  return replaced(content) as T;
}

/** Decap's image or file widget, whose picture of a file uploaded with the entry comes from the browser. */
export function showingUploads(Inner: ComponentType<ControlProps>): ComponentType<ControlProps> {
  return class ShowingUploads extends Component<ControlProps> {
    inner: unknown = null;
    decap?: GetAsset;
    answer: GetAsset = (path, field) => this.decap?.(path, field);

    setInner = (ref: { getWrappedInstance?: () => unknown } | null) => {
      this.inner = ref?.getWrappedInstance ? ref.getWrappedInstance() : ref;
    };

    /** The widget itself, as Decap's own wrapped controls give it (src/admin/checked.tsx asks it for its checks). */
    getWrappedInstance = () => this.inner;

    /** Decap gives a new getAsset for each state of the entry (the widget draws its picture again then): so does this. */
    getAsset(): GetAsset {
      const decap = this.props.getAsset as GetAsset;
      if (decap !== this.decap) {
        this.decap = decap;
        this.answer = (path, field) => uploadedUrls(this.props.getEntry?.()).get(path) ?? decap(path, field);
      }
      return this.answer;
    }

    override render(): ReactNode {
      return createElement(Inner, { ...this.props, getAsset: this.getAsset(), ref: this.setInner } as ControlProps);
    }
  };
}
