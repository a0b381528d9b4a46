/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The platform API; default the page's own origin. */
  readonly VITE_API_BASE_URL?: string;
  /** Comma-separated host page origins allowed to receive the checkout's events. */
  readonly VITE_HOST_ORIGINS?: string;
  /** Comma-separated host names of the product's own sites (logout destination). */
  readonly VITE_OWN_HOSTS?: string;
}
