import { afterEach, beforeEach, vi } from 'vitest';

// Test files that run in Node (most unit tests) skip all of this: no DOM, no testing library to load.
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    localStorage.clear();
  });

  // jsdom lacks the browser APIs Mantine uses.
  const { getComputedStyle } = window;
  window.getComputedStyle = (element: Element) => getComputedStyle(element);
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  class IntersectionObserverStub {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  window.ResizeObserver = ResizeObserverStub;
  window.IntersectionObserver = IntersectionObserverStub as unknown as typeof IntersectionObserver;
  // Autosizing textareas wait for web fonts, which jsdom does not have.
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: vi.fn(), removeEventListener: vi.fn(), ready: Promise.resolve() },
  });
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();

  // A prerendered page carries the symbols of its icons (tooling/build/pages.ts); the test document carries every one
  // of public/icons.svg. Without them an icon fetches the sprite (src/ui/iconSprite.ts), which jsdom, with no origin,
  // cannot, or which a test's stubbed fetch answers with something else.
  const { readFileSync } = await import('node:fs');
  const { ICON_SYMBOLS_ID, iconSymbolsHolder } = await import('~/ui/iconSymbols');
  const sprite = readFileSync('public/icons.svg', 'utf8');
  const symbols = sprite.slice(sprite.indexOf('>') + 1, sprite.lastIndexOf('</svg>'));
  beforeEach(() => {
    if (!document.getElementById(ICON_SYMBOLS_ID)) document.body.insertAdjacentHTML('beforeend', iconSymbolsHolder(symbols));
  });
}
