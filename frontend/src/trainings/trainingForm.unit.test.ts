import { describe, expect, it } from '@jest/globals';
import type { TrainingRecord } from './trainingApi';
import { initialValues, startsWithHtml, withPlanDates } from './trainingForm';

const training = (overrides: Partial<TrainingRecord>): TrainingRecord =>
  ({
    id: 't',
    trainee_id: 'u',
    training_plan_id: 'plan-fall',
    start_at: '2026-09-01',
    end_at: '2026-12-15',
    faculty_position_id: 'felix',
    assistants: [{ id: 'amara', faculty_position_id: 'amara', name: 'Amara Okafor' }],
    placement_not_required: false,
    ...overrides,
  }) as TrainingRecord;

describe('the training modal', () => {
  it('TRAIN-19 prefills a field in batch edit only when all selected trainings agree', () => {
    const values = initialValues('edit', [training({}), training({ id: 't2', end_at: '2026-12-20', faculty_position_id: 'other' })]);
    expect(values).toEqual({
      training_plan_id: 'plan-fall',
      start_at: '2026-09-01',
      end_at: '',
      primary_position_id: '',
      assistant_position_ids: ['amara'],
      placement_not_required: false,
    });
  });
  it('starts blank when creating', () => {
    expect(initialValues('create', [training({})]).training_plan_id).toBe('');
  });
  it('TRAIN-26 recognises an error that starts with an HTML tag', () => {
    expect(startsWithHtml('<!DOCTYPE html><html>…')).toBe(true);
    expect(startsWithHtml('  <div>Server Error</div>')).toBe(true);
    expect(startsWithHtml('The training dates overlap with other trainings of this trainee: Fall.')).toBe(false);
    expect(startsWithHtml('5 < 6')).toBe(false);
  });
});

describe('TRAIN-15 choosing a plan when assigning a training', () => {
  const plans = [
    { id: 'fall', start_at: '2026-09-01', end_at: '2026-12-15' },
    { id: 'spring', start_at: '2027-01-10', end_at: '2027-05-01' },
    { id: 'pending', start_at: null, end_at: null },
  ];
  const blank = initialValues('create', []);
  it('fills the blank dates with the plan’s own', () => {
    expect(withPlanDates(blank, 'fall', plans)).toMatchObject({ training_plan_id: 'fall', start_at: '2026-09-01', end_at: '2026-12-15' });
  });
  it('moves dates still showing the previous plan’s to the new plan’s, and keeps a date the coordinator typed', () => {
    const fall = withPlanDates(blank, 'fall', plans);
    expect(withPlanDates(fall, 'spring', plans)).toMatchObject({ start_at: '2027-01-10', end_at: '2027-05-01' });
    const lateStart = { ...fall, start_at: '2026-10-01' };
    expect(withPlanDates(lateStart, 'spring', plans)).toMatchObject({ start_at: '2026-10-01', end_at: '2027-05-01' });
  });
  it('leaves the dates alone for a plan whose dates are not known yet', () => {
    expect(withPlanDates(blank, 'pending', plans)).toMatchObject({ training_plan_id: 'pending', start_at: '', end_at: '' });
  });
});
