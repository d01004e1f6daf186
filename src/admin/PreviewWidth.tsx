// The preview at a visitor's width: a switch above the preview (phone, tablet, computer), and the preview's frame
// made that wide, so that the site's own media queries lay the page out as on that screen (the short button label on
// a phone, three cards across on a computer). A frame wider than the pane is scaled down to fit, never reflowed.
// Contract: docs/framework-contracts.md#decap-preview-frame
import { useId, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import {
  choosePreviewWidth,
  chosenPreviewWidth,
  onPreviewWidth,
  PREVIEW_WIDTH_NAMES,
  PREVIEW_WIDTHS,
  previewScale,
  type PreviewWidth as Width,
} from './previewWidth';
import classes from './PreviewWidth.module.css';
import { TEXTS } from './texts';

/** Room left around the frame inside the pane, in pixels. */
const GUTTER = 12;

/** Decap's preview frame (the frame of the `document` its preview templates get) and the pane that holds it. */
function paneOf(doc: Document): { frame: HTMLIFrameElement; pane: HTMLElement } {
  const frame = doc.defaultView?.frameElement;
  const pane = frame?.parentElement;
  if (!(frame instanceof HTMLIFrameElement) || !pane)
    throw new Error('/admin/: the preview is not a frame inside a pane (Decap changed: docs/framework-contracts.md#decap-preview-frame)');
  return { frame, pane };
}

/**
 * Sizes the frame `width` pixels wide under the switch, scaled down to the pane's width if wider; returns the scale.
 * The frame is taken out of the pane's flow: a frame wider than the pane would otherwise widen the pane itself.
 */
function fit(frame: HTMLIFrameElement, pane: HTMLElement, bar: HTMLElement, width: number): number {
  const room = pane.clientWidth - 2 * GUTTER;
  const scale = previewScale(width, room);
  Object.assign(frame.style, {
    position: 'absolute',
    top: `${bar.offsetTop + bar.offsetHeight}px`,
    left: `${pane.offsetLeft + (pane.clientWidth - width * scale) / 2}px`,
    width: `${width}px`,
    height: `${(pane.clientHeight - bar.offsetHeight - GUTTER) / scale}px`,
    transform: scale < 1 ? `scale(${scale})` : '',
    transformOrigin: '0 0',
    // A phone's or a tablet's page has edges: the pane's white goes on around it.
    boxShadow: width * scale < room ? '0 0 0 1px #cdd3dc, 0 6px 20px rgb(15 23 42 / 12%)' : '',
  });
  return scale;
}

function WidthSwitch({ width, scale }: { width: Width; scale: number }) {
  const label = useId();
  return (
    <div className={classes.bar}>
      <span id={label} className={classes.label}>
        {TEXTS.previewWidth}
      </span>
      <div role="group" aria-labelledby={label} className={classes.choices}>
        {PREVIEW_WIDTH_NAMES.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={name === width}
            className={classes.choice}
            onClick={() => choosePreviewWidth(name)}
          >
            {TEXTS.previewWidths[name]}
          </button>
        ))}
      </div>
      <span className={classes.scale}>{TEXTS.previewScale(PREVIEW_WIDTHS[width], Math.round(scale * 100))}</span>
    </div>
  );
}

/** The switch, drawn in the editor's page above the preview frame of `document`, and the frame at the chosen width. */
export function PreviewWidth({ document: doc }: { document: Document }) {
  const width = useSyncExternalStore(onPreviewWidth, chosenPreviewWidth);
  const [bar] = useState(() => document.createElement('div'));
  const [scale, setScale] = useState(1);

  useLayoutEffect(() => {
    const { frame, pane } = paneOf(doc);
    pane.insertBefore(bar, frame);
    return () => {
      bar.remove();
      frame.removeAttribute('style');
    };
  }, [doc, bar]);

  // A resize observer reports the sizes once at the start, then at each change of the pane (the split moved).
  useLayoutEffect(() => {
    const { frame, pane } = paneOf(doc);
    const observer = new ResizeObserver(() => setScale(fit(frame, pane, bar, PREVIEW_WIDTHS[width])));
    observer.observe(pane);
    observer.observe(bar);
    return () => observer.disconnect();
  }, [doc, bar, width]);

  return createPortal(<WidthSwitch width={width} scale={scale} />, bar);
}
