export { TraineeList } from './TraineeList';
export { TraineeDetailsPage } from './TraineeDetailsPage';
export { traineeMessages } from './messages';
