import { useRootData } from '~/ui/useRootData';
import { Footer } from '~/ui/Footer/Footer';
import { Header } from '~/ui/Header/Header';
import { MAIN_ANCHOR } from '../../../schema/anchors.ts';

/** The agency's header and footer around a page. */
export function Shell({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  if (!data) return <main id={MAIN_ANCHOR}>{children}</main>;
  return (
    <>
      <Header site={data.site} />
      <main id={MAIN_ANCHOR} tabIndex={-1}>
        {children}
      </main>
      <Footer site={data.site} trades={data.footerTrades} />
    </>
  );
}
