// The user menu's screens (spec 001 §2, 000 §7): /account and /organization.
import { definePage } from '../layout/manifest';
import { AccountPage } from './AccountPage';
import { MyOrganizationPage } from './MyOrganizationPage';

export default [definePage('/account', AccountPage), definePage('/organization', MyOrganizationPage)];
