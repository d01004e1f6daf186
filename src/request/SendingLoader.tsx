import { Box, type MantineLoaderComponent } from '@mantine/core';
import classes from './SendingLoader.module.css';

/**
 * The ring the submit button turns while a request is on its way: a CSS loader of the site's own, given to Mantine's
 * Loader through its documented `loaders` prop (mantine.dev, Loader, "Custom CSS only loader"), drawn with the
 * `--loader-size` and `--loader-color` the Button sets. Mantine's Loader.css stays out of the page.
 */
export const SendingLoader: MantineLoaderComponent = ({ className, ...others }) => (
  <Box component="span" className={`${classes.ring} ${className ?? ''}`} {...others} />
);

/** The submit button's `loaderProps`: its loader is the ring above. */
export const sendingLoaderProps = { type: 'sending', loaders: { sending: SendingLoader } } as const;
