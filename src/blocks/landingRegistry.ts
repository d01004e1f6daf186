import { ClosingCta } from './ClosingCta/ClosingCta';
import { Hero } from './Hero/Hero';
import { Included } from './Included/Included';
import { Portfolio } from './Portfolio/Portfolio';
import { Process } from './Process/Process';
import type { LandingBlock, Registry } from './types';

export const landingBlocks: Registry<LandingBlock> = { Hero, Process, Portfolio, Included, ClosingCta };
