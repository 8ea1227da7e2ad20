// shop-admin plugin routes (wc-admin's Plugins controller), in the spec's order. All but active and
// installed (get_item_permissions_check: manage_woocommerce) use update_item_permissions_check():
// current_user_can( 'install_plugins' ). The spec renames
// connect-jetpack, request/finish-wccom-connect, connect-wcpay and connect-square.
import { edit, type EndpointDraft, get, post } from '../../define.js';
import {
  activated,
  connectorUrl,
  installed,
  jobs,
  jobStatus,
  pluginSlugs,
  processorA,
  processorB,
  vendorConnected,
  vendorConnectUrl,
} from '../../responses/shop-admin-plugins.js';
import { INSTALL, VIEW } from './permissions.js';

const permission = INSTALL;

export const pluginRoutes: Record<string, readonly EndpointDraft[]> = {
  '/plugins/install': [edit({}, { permission, response: installed, behaviour: 'shop-admin-plugins-install' })],
  '/plugins/install/status': [get({}, { permission, response: jobs, behaviour: 'shop-admin-plugins-install-status' })],
  '/plugins/install/status/{job_id}': [get({}, { permission, response: jobStatus, behaviour: 'shop-admin-plugins-install-status' })],
  '/plugins/active': [get({}, { permission: VIEW, response: pluginSlugs, behaviour: 'shop-admin-plugins-active' })],
  '/plugins/installed': [get({}, { permission: VIEW, response: pluginSlugs, behaviour: 'shop-admin-plugins-installed' })],
  '/plugins/activate': [edit({}, { permission, response: activated, behaviour: 'shop-admin-plugins-activate' })],
  '/plugins/activate/status': [get({}, { permission, response: jobs, behaviour: 'shop-admin-plugins-activate-status' })],
  '/plugins/activate/status/{job_id}': [get({}, { permission, response: jobStatus, behaviour: 'shop-admin-plugins-activate-status' })],
  '/plugins/connect-connector': [get({}, { permission, response: connectorUrl, behaviour: 'shop-admin-connect-connector' })],
  '/plugins/request-vendor-connect': [post({}, { permission, response: vendorConnectUrl, behaviour: 'shop-admin-request-vendor-connect' })],
  '/plugins/finish-vendor-connect': [post({}, { permission, response: vendorConnected, behaviour: 'shop-admin-finish-vendor-connect' })],
  '/plugins/connect-processor-a': [edit({}, { permission, response: processorA, behaviour: 'shop-admin-connect-processor-a' })],
  '/plugins/connect-processor-b': [edit({}, { permission, response: processorB, behaviour: 'shop-admin-connect-processor-b' })],
};
