export { InsuranceCard } from './InsuranceCard';
export { InsuranceAlert } from './InsuranceAlert';
export { insuranceMessagesEn } from './messages';
