// A developer's change to an island's code, as the issue that brought islands states it: an `onClick` added to the
// trade carousel's component must work alike in `npm run dev` (after the save, with no restart) and in the build.
// The edit is made in a throwaway copy of the project (the dev project's, the scaffold proof's), never here.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { content } from './site.ts';

const COMPONENT = 'src/blocks/SectorCarousel/SectorCarousel.tsx';
/** Where the added handler counts the clicks it received: on the carousel's root. */
const COUNT = 'data-clicks';
const OPENING = '<Carousel\n';

/** Adds an `onClick` to the carousel's root in the project at `projectDir`; fails if the component has no such root. */
export function addClickHandler(projectDir: string) {
  const file = path.join(projectDir, COMPONENT);
  const source = fs.readFileSync(file, 'utf8');
  if (!source.includes(OPENING)) throw new Error(`${COMPONENT} no longer opens with ${JSON.stringify(OPENING)}: update this test`);
  const handler = `onClick={(event) => event.currentTarget.setAttribute('${COUNT}', String(Number(event.currentTarget.getAttribute('${COUNT}') ?? 0) + 1))}`;
  fs.writeFileSync(file, source.replace(OPENING, `${OPENING}${handler}\n`));
}

/** The clicks the added handler has counted (0 when it never ran). */
export const counted = async (page: Page) =>
  Number((await page.getByTestId('sector-carousel').getAttribute(COUNT, { timeout: 5_000 })) ?? 0);

/** The carousel's "next" button, a part of the root the handler is added to. */
export const nextButton = (page: Page) => page.getByTestId('sector-carousel').getByRole('button', { name: content.site.carousel.next });

/** Clicks the carousel's "next" button twice: the added handler counts each click once. */
export async function expectClickHandled(page: Page) {
  const next = nextButton(page);
  const before = await counted(page);
  await next.click();
  await expect.poll(() => counted(page), { message: 'the added onClick counted the click' }).toBe(before + 1);
  await next.click();
  await expect.poll(() => counted(page), { message: 'one count per click' }).toBe(before + 2);
}
