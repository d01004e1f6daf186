import { Cards } from './sample/Cards/Cards';
import { Contact } from './sample/Contact/Contact';
import { Gallery } from './sample/Gallery/Gallery';
import { Hours } from './sample/Hours/Hours';
import { Menu } from './sample/Menu/Menu';
import { PricingTiers } from './sample/PricingTiers/PricingTiers';
import { SampleForm } from './sample/SampleForm/SampleForm';
import { SiteFooter } from './sample/SiteFooter/SiteFooter';
import { SiteHeader } from './sample/SiteHeader/SiteHeader';
import { SiteHero } from './sample/SiteHero/SiteHero';
import { Stats } from './sample/Stats/Stats';
import { Team } from './sample/Team/Team';
import { Testimonials } from './sample/Testimonials/Testimonials';
import { TextBlock } from './sample/TextBlock/TextBlock';
import type { Registry, SampleBlock } from './types';

export const sampleBlocks: Registry<SampleBlock> = {
  SiteHeader,
  SiteHero,
  Stats,
  Cards,
  Menu,
  Team,
  Testimonials,
  Hours,
  Contact,
  SampleForm,
  Gallery,
  PricingTiers,
  TextBlock,
  SiteFooter,
};
