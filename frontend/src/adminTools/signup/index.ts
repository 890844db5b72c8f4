// Admin tools for joining (issue 12 item 4): the survey catalogue and the countries signup offers.
import { definePage } from '../../layout/manifest';
import { lazyComponent } from '../../layout/lazyComponent';

// each screen loads when first opened (its own chunk)
const SignupQuestionsPage = lazyComponent(() => import('./SignupQuestionsPage'), 'SignupQuestionsPage');
const SupportedCountriesPage = lazyComponent(() => import('./SupportedCountriesPage'), 'SupportedCountriesPage');

export default [
  definePage('/admin/tools/signup-questions', SignupQuestionsPage),
  definePage('/admin/tools/supported-countries', SupportedCountriesPage),
];
