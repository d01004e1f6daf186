// PostCSS plugin: Mantine 9.7.3's Loader.css declares `animation-delay: 0`, a time without its unit. CSS grammar
// allows unitless zero for lengths only, so browsers drop the declaration and the HTML checker reports it.
import type { PluginCreator } from 'postcss';

const TIME_PROPERTIES = /^(animation|transition)-(delay|duration)$/;

export const timeUnits: PluginCreator<void> = () => {
  return {
    postcssPlugin: 'time-units',
    Declaration(decl) {
      if (TIME_PROPERTIES.test(decl.prop) && decl.value.trim() === '0') decl.value = '0s';
    },
  };
};
timeUnits.postcss = true;
