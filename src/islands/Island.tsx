import { createContext, useContext, type ComponentType, type ReactElement } from 'react';
import { IslandProviders } from './IslandProviders';
import { islands, type IslandName, type IslandProps } from './registry';
import classes from './Island.module.css';

/**
 * Renders an element as the root of a React tree of its own, to HTML: given by the server's entry
 * (src/entry.server.tsx), absent where a page is drawn in the browser (the editor's previews, the tests).
 */
export const IslandRenderer = createContext<((element: ReactElement) => string) | null>(null);

/** JSON inside a <script> element: no "<" that could close it early. */
export const jsonInHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

type IslandOwnProps<N extends IslandName> = {
  name: N;
  /** The component the registry loads for `name` (src/islands/registry.ts): the types make their props agree. */
  component: ComponentType<IslandProps<N>>;
  props: IslandProps<N>;
  /** Drawn and never hydrated (a carousel behind a locked overlay): no container, no props, nothing loads. */
  still?: boolean;
};

/**
 * An island in the page: its component's HTML in a container of its own, and its props as JSON beside it, which
 * src/islands/islands.ts hydrates when the registry says. On the server, the component is rendered as a root of its
 * own, as the browser hydrates it, so that everything React derives from the tree (useId) agrees on both sides.
 * The containers take no box (`display: contents`): the page's layout is the component's. The container's
 * `data-island` is ISLAND_ATTRIBUTE (./markup.ts), which the site's script and the build look for.
 */
export function Island<N extends IslandName>({ name, component, props, still = false }: IslandOwnProps<N>) {
  const render = useContext(IslandRenderer);
  // The types tie the component to its props; TypeScript cannot follow them through the generic name.
  const Component = component as ComponentType<object>;
  const tree = (
    <IslandProviders prerendered={render !== null}>
      <Component {...(props as object)} />
    </IslandProviders>
  );
  if (still) return render ? <div className={classes.island} dangerouslySetInnerHTML={{ __html: render(tree) }} /> : tree;
  return (
    <div className={classes.island} data-island={name} data-when={islands[name].when}>
      {render ? (
        <div className={classes.island} data-island-root="" dangerouslySetInnerHTML={{ __html: render(tree) }} />
      ) : (
        <div className={classes.island} data-island-root="">
          {tree}
        </div>
      )}
      <script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: jsonInHtml(props) }} />
    </div>
  );
}
