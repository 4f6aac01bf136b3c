/// <reference types="vite/client" />

// Read only in src/main.tsx, so that the modules jest imports stay free of import.meta.env.
interface ImportMetaEnv {
  readonly VITE_MSW?: boolean;
  /** A JSON array of { "path", "redirect" } (src/shared/routing/route-rules.ts). */
  readonly VITE_ROUTE_RULES?: string;
  readonly VITE_FEATURE_FLAG_HOST?: string;
  readonly VITE_CONTENT_HOST?: string;
  readonly VITE_EMBED_HEADER_URL?: string;
  readonly VITE_EMBED_FOOTER_URL?: string;
  readonly VITE_EMBED_TRANSFER_URL?: string;
  readonly VITE_API_DOMAIN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
