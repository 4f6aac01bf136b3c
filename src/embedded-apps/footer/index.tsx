// Entry of the shared footer app (spec §1), built as `embedded/footer.js`: `mount` per the contract of
// src/platform/embedded/contract.ts, as the named and the default export.
import { loadLocaleNamespace } from '@/shared/i18n/load-resources';
import { createEmbeddedMount } from '../runtime/create-embedded-mount';
import { FooterApp } from './footer-app';

export const mount = createEmbeddedMount('footer', FooterApp, { loadNamespace: loadLocaleNamespace });
export default mount;
