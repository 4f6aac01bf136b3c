// Entry of the shared transfer widget (spec §1), built as `embedded/transfer-widget.js`: `mount` per the
// contract of src/platform/embedded/contract.ts, as the named and the default export.
import { loadLocaleNamespace } from '@/shared/i18n/load-resources';
import { createEmbeddedMount } from '../runtime/create-embedded-mount';
import { TransferWidgetApp } from './transfer-widget-app';

export const mount = createEmbeddedMount('transfer', TransferWidgetApp, { loadNamespace: loadLocaleNamespace });
export default mount;
