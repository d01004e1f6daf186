import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/VisuallyHidden.css';
// Mantine's extensions after its core, before the site's own styles (Mantine's documented order): the carousels'
// module styles then win over Mantine's in the build as in `npm run dev`, whatever chunk each stylesheet lands in.
import '@mantine/carousel/styles.css';
import './global.css';
import { MantineProvider, mantineHtmlProps } from '@mantine/core';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useMatches, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { footerTrades, notFound, site } from '~/content';
import { isPreview, siteUrl } from '~/seo/meta';
import { agencyTheme, bodyProviderProps, cssVariablesResolver, sampleTheme } from '~/theme';
import { ErrorPage } from '~/templates/ErrorPage/ErrorPage';
import { Shell } from '~/ui/Shell/Shell';
import { useRootData } from '~/ui/useRootData';
import type { PageHandle } from '~/routes/handle';
import { siteScriptLoader } from '~/islands/markup';
import { islandsScript } from '~/islands/script.server';

export function loader() {
  return {
    site: site(),
    siteUrl: siteUrl(site().url),
    preview: isPreview(),
    footerTrades: footerTrades(),
    notFound: notFound(),
    script: islandsScript(),
  };
}

/** The deepest route's look: a sample site brings its own theme and language. */
function usePageLook() {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const handle = match.handle as PageHandle | undefined;
    const look = handle?.look?.(match.loaderData);
    if (look) return look;
  }
  return undefined;
}

/**
 * The site's one script (src/islands), on the pages whose route asks for it (`handle.script`): their islands and the
 * note of the visit's origin. Other pages ship none. Built, a page asks for it once it has painted for the first time
 * (siteScriptLoader, src/islands/markup.ts). In dev every page loads it at once, with the dev loop (content saves, the
 * content's mistakes).
 */
function PageScript() {
  const script = useRouteLoaderData<typeof loader>('root')?.script;
  const wanted = useMatches().some((match) => (match.handle as PageHandle | undefined)?.script);
  if (!script || !(wanted || import.meta.env.DEV)) return null;
  if (import.meta.env.DEV) return <script type="module" src={script} />;
  return <script dangerouslySetInnerHTML={{ __html: siteScriptLoader(script) }} />;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const look = usePageLook();
  const theme = look?.theme ? sampleTheme(look.theme) : agencyTheme;
  return (
    <html lang={look?.lang ?? 'fr'} {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* PNG, not SVG: the browser draws an SVG favicon with a whole SVG document on the page's main thread. */}
        <link rel="icon" href={`${import.meta.env.BASE_URL}favicon-32.png`} sizes="32x32" type="image/png" />
        <link rel="apple-touch-icon" href={`${import.meta.env.BASE_URL}apple-touch-icon.png`} />
        <Meta />
        <Links />
        {/* Mantine's CSS variables and global classes here, its responsive styles hoisted (deduplicateInlineStyles): a <style> belongs in <head>.
            MantineProvider renders them beside its children (mantine.dev, MantineProvider: withCssVariables, withGlobalClasses). */}
        {/* Every variable, not only those the theme changes: with Mantine's default-variables stylesheet beside them, the
            page's look would depend on which comes last, and the dev server injects stylesheets after this <style>. */}
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light" deduplicateCssVariables={false}>
          {null}
        </MantineProvider>
      </head>
      <body>
        <MantineProvider theme={theme} {...bodyProviderProps}>
          {children}
        </MantineProvider>
        <PageScript />
      </body>
    </html>
  );
}

export default function App() {
  const bare = useMatches().some((m) => (m.handle as PageHandle | undefined)?.bare);
  return bare ? (
    <Outlet />
  ) : (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/**
 * What React Router's SPA fallback shows inside the layout (with ssr:false the build writes one, which
 * react-router.config.ts then deletes: every page is prerendered). The build requires it to carry React Router's
 * scripts, whatever the route at "/" opts out of.
 */
export function HydrateFallback() {
  return <Scripts />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRootData();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return <ErrorPage title={data?.site.errorTitle ?? 'Unexpected Application Error!'} message={message} />;
}
