/// <reference types="vite/client" />

// The build-time configuration the app reads (README "Configuration"); every value is optional. Read only in
// src/main.tsx (TOOLCHAIN.md §4: modules jest imports stay free of import.meta.env).
interface ImportMetaEnv {
  /** Mock mode: the MSW worker answers every /api call (vite.config.ts defines it from the mode). */
  readonly VITE_MSW?: boolean;
  /** Spec §7 route rules: a JSON array of { "path", "redirect" } (src/app/route-rules.ts). */
  readonly VITE_ROUTE_RULES?: string;
  /** Spec §7: the feature-flag service's host for calls flagged `service: 'featureFlag'`. */
  readonly VITE_FEATURE_FLAG_HOST?: string;
  /** Spec §7: the content service's host for calls flagged `service: 'content'`. */
  readonly VITE_CONTENT_HOST?: string;
  /** Spec §1: module URLs of the exchange's header, footer and transfer widget. */
  readonly VITE_EMBED_HEADER_URL?: string;
  readonly VITE_EMBED_FOOTER_URL?: string;
  readonly VITE_EMBED_TRANSFER_URL?: string;
  /** Spec §3: the API domain handed to the embedded apps. */
  readonly VITE_API_DOMAIN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
