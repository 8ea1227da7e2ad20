// shop-admin plugin routes (wc-admin's Plugins controller), in the spec's order. All but active and
// installed (get_item_permissions_check: manage_woocommerce) use update_item_permissions_check():
// current_user_can( 'install_plugins' ). The spec renames
// connect-jetpack, request/finish-wccom-connect, connect-wcpay and connect-square.
import { edit, type EndpointDraft, get, post } from '../../define.js';
import {
  activated,
  connectorUrl,
  installed,
  job,
  jobs,
  pluginSlugs,
  processorA,
  processorB,
  vendorConnected,
  vendorConnectUrl,
} from '../../responses/shop-admin-plugins.js';
import { INSTALL, VIEW } from './permissions.js';

const permission = INSTALL;

export const pluginRoutes: Record<string, readonly EndpointDraft[]> = {
  '/plugins/install': [edit({}, { permission, response: installed })],
  '/plugins/install/status': [get({}, { permission, response: jobs })],
  '/plugins/install/status/{job_id}': [get({}, { permission, response: job })],
  '/plugins/active': [get({}, { permission: VIEW, response: pluginSlugs })],
  '/plugins/installed': [get({}, { permission: VIEW, response: pluginSlugs })],
  '/plugins/activate': [edit({}, { permission, response: activated })],
  '/plugins/activate/status': [get({}, { permission, response: jobs })],
  '/plugins/activate/status/{job_id}': [get({}, { permission, response: job })],
  '/plugins/connect-connector': [get({}, { permission, response: connectorUrl })],
  '/plugins/request-vendor-connect': [post({}, { permission, response: vendorConnectUrl })],
  '/plugins/finish-vendor-connect': [post({}, { permission, response: vendorConnected })],
  '/plugins/connect-processor-a': [edit({}, { permission, response: processorA })],
  '/plugins/connect-processor-b': [edit({}, { permission, response: processorB })],
};
