// Telephony (a plugin): the incoming-call pop-up, the header's proxy-call icon and the call's
// feed cell. Turned off for the tenant, none of them is drawn.
import type { UiModule } from '../modules/registry';
import { split } from '../modules/split';
import { IncomingCallHost, ProxyCallIcon } from './IncomingCall';

export const telephony: UiModule = {
  name: 'telephony',
  plugin: true,
  header: [{ key: 'proxy-call', order: 70, Component: ProxyCallIcon }],
  hosts: [{ Component: IncomingCallHost }],
  feedCells: [{
    kind: 'call', externalType: 'telephone', icon: 'phone',
    // Item types are '{owner}_call'; telephone_call names the call itself.
    matches: (item) => item.type === 'telephone_call' || item.external_type === 'telephone',
    ...split(() => import('./CallFeedBody')),
  }],
};
