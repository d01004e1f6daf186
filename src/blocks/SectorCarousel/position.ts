/** The slide after `index`, back to the first after the last. */
export const nextIndex = (index: number, count: number) => (index + 1) % count;

/** The slide before `index`, round to the last before the first. */
export const previousIndex = (index: number, count: number) => (index - 1 + count) % count;
