import type { Registry } from './types';

type BlocksProps<U extends { type: string }> = { blocks: U[]; registry: Registry<U> };

/** Renders a content block list in order, each through the component its type names. */
export function Blocks<U extends { type: string }>({ blocks, registry }: BlocksProps<U>) {
  return blocks.map((block, i) => {
    const Component = registry[block.type as U['type']] as React.ComponentType<{ block: U }>;
    return <Component key={`${block.type}-${i}`} block={block} />;
  });
}
