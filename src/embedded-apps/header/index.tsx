// Entry of the shared header app (spec §1), built as `embedded/header.js`: `mount` per the contract of
// src/platform/embedded/contract.ts, as the named and the default export.
import { loadLocaleNamespace } from '@/shared/i18n/load-resources';
import { createEmbeddedMount } from '../runtime/create-embedded-mount';
import { HeaderApp } from './header-app';

export const mount = createEmbeddedMount('header', HeaderApp, { loadNamespace: loadLocaleNamespace });
export default mount;
