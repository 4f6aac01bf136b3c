// Built as an entry of its own, `embedded/transfer-widget.js`, for this site and the wider exchange alike.
import { loadLocaleNamespace } from '@/shared/i18n/load-resources';
import { createEmbeddedMount } from '../runtime/create-embedded-mount';
import { TransferWidgetApp } from './transfer-widget-app';

export const mount = createEmbeddedMount('transfer', TransferWidgetApp, { loadNamespace: loadLocaleNamespace });
export default mount;
