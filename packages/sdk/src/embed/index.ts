// The embed: the storefront embed a host page mounts, its page URLs and the frame height.
// One of the package's entry points (package.json `exports`); the root index re-exports it.
export {
  embedAttributes,
  mountStorefrontEmbed,
  type EmbedCartState,
  type EmbedTexts,
  type StorefrontEmbed,
  type StorefrontEmbedEventMap,
  type StorefrontEmbedOptions,
} from './mount-storefront-embed.ts';
export { checkoutPageUrl, widgetPageUrl, type EmbedPageContext } from './embed-page-urls.ts';
export {
  announceFrameHeight,
  type FrameHeightOptions,
  type MutationObserverConstructor,
  type ResizeObserverConstructor,
} from './announce-frame-height.ts';
