// Built as an entry of its own, `embedded/header.js`, for this site and the wider exchange alike.
import { loadLocaleNamespace } from '@/shared/i18n/load-resources';
import { createEmbeddedMount } from '../runtime/create-embedded-mount';
import { HeaderApp } from './header-app';

export const mount = createEmbeddedMount('header', HeaderApp, { loadNamespace: loadLocaleNamespace });
export default mount;
