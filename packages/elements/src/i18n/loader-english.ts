import { FRAME_TITLES_EN, type LoaderTextKey, MODAL_NAMES_EN } from '@kassa/protocol';

/**
 * English texts the loader shows on the merchant page: frame titles and the modal's accessible
 * name. They live in @kassa/protocol, which the controller shares; every other locale's are
 * the `loader` part of its module, which the controller sends to the loader.
 */
export const LOADER_EN: Readonly<Record<LoaderTextKey, string>> = {
  ...FRAME_TITLES_EN,
  ...MODAL_NAMES_EN,
};

export type LoaderKey = LoaderTextKey;
