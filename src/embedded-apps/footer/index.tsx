// Built as an entry of its own, `embedded/footer.js`, for this site and the wider exchange alike.
import { loadLocaleNamespace } from '@/shared/i18n/load-resources';
import { createEmbeddedMount } from '../runtime/create-embedded-mount';
import { FooterApp } from './footer-app';

export const mount = createEmbeddedMount('footer', FooterApp, { loadNamespace: loadLocaleNamespace });
export default mount;
