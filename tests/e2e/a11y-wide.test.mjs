import { axeAt } from './a11y.mjs';

axeAt(1440);
