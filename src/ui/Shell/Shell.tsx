import { useRootData } from '~/ui/useRootData';
import { Footer } from '~/ui/Footer/Footer';
import { Header } from '~/ui/Header/Header';

/** The agency's header and footer around a page. */
export function Shell({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  if (!data) return <main id="contenu">{children}</main>;
  return (
    <>
      <Header site={data.site} />
      <main id="contenu" tabIndex={-1}>
        {children}
      </main>
      <Footer site={data.site} trades={data.footerTrades} />
    </>
  );
}
