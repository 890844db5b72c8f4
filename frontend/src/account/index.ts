// The user menu's screens (spec 001 §2, 000 §7): /account and /organization.
import { definePage } from '../layout/manifest';
import { lazyComponent } from '../layout/lazyComponent';

// each screen loads when first opened (its own chunk)
const AccountPage = lazyComponent(() => import('./AccountPage'), 'AccountPage');
const MyOrganizationPage = lazyComponent(() => import('./MyOrganizationPage'), 'MyOrganizationPage');

export default [definePage('/account', AccountPage), definePage('/organization', MyOrganizationPage)];
