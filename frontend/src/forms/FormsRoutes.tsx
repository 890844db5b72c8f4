// The redirects of FORMS-07/08 and the admin's settings screen (FORMS-05).
import { Navigate, useParams } from 'react-router';
import { FormDetailsPage } from './FormDetailsPage';
import { formPaths } from './api';

/** /vendorforms/:id → form details. */
export const VendorFormRedirect = () => <Navigate to={formPaths.details(useParams().id ?? '')} replace />;
/** /forms/review/:id and /vendorforms/review/:id → submitted form details. */
export const ReviewRedirect = () => <Navigate to={formPaths.submitted(useParams().id ?? '')} replace />;
/** /admin/forms/settings/:id: the builder alone. */
export const FormSettingsPage = () => <FormDetailsPage builderOnly />;
