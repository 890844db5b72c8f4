// The lists the signup rules check against, read from their streams on the command side.
import {
  countrySupportDecider,
  isCountrySupported,
  questionsOf,
  signupQuestionDecider,
  SIGNUP_QUESTIONS_STREAM,
  SUPPORTED_COUNTRIES_STREAM,
  type PlaceDirectory,
  type SignupRole,
  type SurveyQuestion,
} from '@practicum/shared/domain/signup/index';
import type { CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { placeDirectory } from '@practicum/shared/platform/places/index';

export async function surveyQuestionsFor(pipeline: CommandPipeline, role: SignupRole): Promise<SurveyQuestion[]> {
  const { state } = await pipeline.load(signupQuestionDecider, SIGNUP_QUESTIONS_STREAM);
  return questionsOf(state, role);
}

export async function signupPlaces(pipeline: CommandPipeline): Promise<PlaceDirectory> {
  const { state } = await pipeline.load(countrySupportDecider, SUPPORTED_COUNTRIES_STREAM);
  return placeDirectory((iso2) => isCountrySupported(state, iso2));
}
