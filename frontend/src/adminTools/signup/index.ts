// Admin tools for joining (issue 12 item 4): the survey catalogue and the countries signup offers.
import { definePage } from '../../layout/manifest';
import { SignupQuestionsPage } from './SignupQuestionsPage';
import { SupportedCountriesPage } from './SupportedCountriesPage';

export default [
  definePage('/admin/tools/signup-questions', SignupQuestionsPage),
  definePage('/admin/tools/supported-countries', SupportedCountriesPage),
];
