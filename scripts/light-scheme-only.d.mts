import type { PluginCreator } from 'postcss';
export const lightSchemeOnly: PluginCreator<void>;
